import { describe, expect, it } from 'vitest';
import { minor, type Minor } from '../../lib/money.ts';
import type { TeamMeasures, Tier } from './contract-terms.model.ts';
import { dividendFor, realTimeSalaryFor, realTimeWindowOf, salaryFor } from './contract-amounts.ts';
import { differencePayments, payFromWallet } from './difference-model.ts';
import { exceedsUpline, nextState, terminatedByNewTerms, withinUplineTerms } from './offers.ts';
import { simulateContract } from './simulator.ts';
import { rateFor, shareOf, tierReached } from './tiers.ts';

/* The contract rules with hand-worked numbers (amounts in minor units: 1,000.00 = 100_000). */
const m = (n: number): Minor => minor(BigInt(Math.round(n * 100)));
const team = (o: Partial<{ teamLoss: number; validBet: number; activeMembers: number }>): TeamMeasures => ({
  teamLoss: m(o.teamLoss ?? 0),
  validBet: m(o.validBet ?? 0),
  activeMembers: o.activeMembers ?? 0,
});

// A daily salary in the MyOubao shape: nothing under 10,000 of team turnover, then 0.8 %, 1.0 %, 1.2 %.
const DAILY: Tier[] = [
  { minValidBet: m(10_000), rateBp: 80 },
  { minValidBet: m(50_000), minActiveMembers: 5, rateBp: 100 },
  { minValidBet: m(100_000), minActiveMembers: 10, rateBp: 120 },
];

describe('tiers', () => {
  it('the highest tier whose every threshold is met, at and around each boundary', () => {
    expect(tierReached(DAILY, team({ validBet: 9_999.99 }))).toBeNull();
    expect(rateFor(DAILY, team({ validBet: 10_000 }))).toBe(80);
    expect(rateFor(DAILY, team({ validBet: 49_999.99, activeMembers: 50 }))).toBe(80);
    expect(rateFor(DAILY, team({ validBet: 50_000, activeMembers: 4 }))).toBe(80); // members short
    expect(rateFor(DAILY, team({ validBet: 50_000, activeMembers: 5 }))).toBe(100);
    expect(rateFor(DAILY, team({ validBet: 100_000, activeMembers: 9 }))).toBe(100);
    expect(rateFor(DAILY, team({ validBet: 100_000, activeMembers: 10 }))).toBe(120);
  });

  it('a badly ordered list still pays the best tier reached', () => {
    expect(rateFor([...DAILY].reverse(), team({ validBet: 60_000, activeMembers: 6 }))).toBe(100);
  });

  it('a share rounds down to the minor unit and is never negative', () => {
    expect(shareOf(minor(1_234_567n), 80)).toBe(9_876n); // 12,345.67 × 0.8 % = 98.76536
    expect(shareOf(minor(-500n), 4_000)).toBe(0n);
  });
});

describe('amounts by kind', () => {
  it('daily salary: 1.0 % of a 62,345.67 valid bet with 7 active members is 623.45', () => {
    expect(salaryFor(DAILY, team({ validBet: 62_345.67, activeMembers: 7 }))).toEqual({
      amount: m(623.45),
      rateBp: 100,
    });
  });

  it('dividend with negative carry: a winning team period is made good before the next pays', () => {
    const tiers: Tier[] = [
      { minTeamLoss: m(1), rateBp: 2_000 },
      { minTeamLoss: m(50_000), rateBp: 3_000 },
    ];
    // Period 1: the team wins 8,000 (loss −8,000): nothing, carry −8,000.
    const first = dividendFor(tiers, team({ teamLoss: -8_000 }), m(0), true);
    expect(first).toEqual({ amount: m(0), base: m(-8_000), rateBp: 0, carryOut: m(-8_000) });
    // Period 2: the team loses 20,000: base 12,000 at 20 % = 2,400; carry cleared.
    const second = dividendFor(tiers, team({ teamLoss: 20_000 }), first.carryOut, true);
    expect(second).toEqual({ amount: m(2_400), base: m(12_000), rateBp: 2_000, carryOut: m(0) });
    // Without carrying, period 2 pays on its own 20,000: 4,000.
    expect(dividendFor(tiers, team({ teamLoss: 20_000 }), first.carryOut, false).amount).toBe(m(4_000));
    // A carry larger than the loss carries on: −8,000 + 5,000 = −3,000.
    expect(dividendFor(tiers, team({ teamLoss: 5_000 }), m(-8_000), true).carryOut).toBe(m(-3_000));
  });

  it('real-time salary: the profit rate on a bet the house won, the loss rate on one it lost, nothing under the single bet amount', () => {
    const terms = { profitRateBp: 50, lossRateBp: 20, minSingleBet: m(10) };
    expect(realTimeSalaryFor(terms, { stake: m(100), validBet: m(100), payout: m(0) })).toBe(m(0.5));
    expect(realTimeSalaryFor(terms, { stake: m(100), validBet: m(100), payout: m(250) })).toBe(m(0.2));
    expect(realTimeSalaryFor(terms, { stake: m(9.99), validBet: m(9.99), payout: m(0) })).toBe(m(0));
    expect(realTimeSalaryFor(terms, { stake: m(10), validBet: m(4), payout: m(0) })).toBe(m(0.02));
  });

  it('real-time windows are the 5 minutes an instant falls in', () => {
    expect(realTimeWindowOf(new Date('2026-03-01T10:04:59.999Z')).toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(realTimeWindowOf(new Date('2026-03-01T10:05:00.000Z')).toISOString()).toBe('2026-03-01T10:05:00.000Z');
  });
});

describe('the difference model', () => {
  it('A 40 % → B 30 % → C 25 %, C’s members lose 10,000: C keeps 2,500, B 500, A 1,000; the brand pays 4,000', () => {
    const loss = m(10_000);
    const { payments, lines } = differencePayments([
      { agentId: 1, uplineAgentId: null, amount: shareOf(loss, 4_000) },
      { agentId: 2, uplineAgentId: 1, amount: shareOf(loss, 3_000) },
      { agentId: 3, uplineAgentId: 2, amount: shareOf(loss, 2_500) },
    ]);
    expect(payments).toEqual([
      { payerAgentId: null, payeeAgentId: 1, amount: m(4_000) },
      { payerAgentId: 1, payeeAgentId: 2, amount: m(3_000) },
      { payerAgentId: 2, payeeAgentId: 3, amount: m(2_500) },
    ]);
    expect(lines.map((l) => [l.agentId, l.kept])).toEqual([
      [1, m(1_000)],
      [2, m(500)],
      [3, m(2_500)],
    ]);
    const fromBrand = payments.filter((p) => p.payerAgentId === null).reduce((t, p) => t + p.amount, 0n);
    expect(fromBrand).toBe(lines.reduce((t, l) => t + l.kept, 0n));
  });

  it('an agent with two downline agents pays each its own amount out of its whole team’s', () => {
    // A (30 %) has B (20 %, team lost 5,000) and C (25 %, team lost 2,000) and members of its own
    // who lost 3,000: A's team lost 10,000.
    const { lines } = differencePayments([
      { agentId: 1, uplineAgentId: null, amount: shareOf(m(10_000), 3_000) },
      { agentId: 2, uplineAgentId: 1, amount: shareOf(m(5_000), 2_000) },
      { agentId: 3, uplineAgentId: 1, amount: shareOf(m(2_000), 2_500) },
    ]);
    expect(lines.find((l) => l.agentId === 1)).toEqual({
      agentId: 1,
      received: m(3_000),
      paidToDownlines: m(1_500),
      kept: m(1_500),
    });
  });

  it('a downline whose team lost while its upline’s team won overall leaves the upline a negative difference', () => {
    const { lines } = differencePayments([
      { agentId: 1, uplineAgentId: null, amount: m(0) },
      { agentId: 2, uplineAgentId: 1, amount: m(600) },
    ]);
    expect(lines.find((l) => l.agentId === 1)!.kept).toBe(m(-600));
  });

  it('paying from a short wallet: old debts first, the rest owed to the downline, nothing dropped', () => {
    const { paid, stillOwed } = payFromWallet(m(1_000), [
      { payeeAgentId: 3, amount: m(400), fromPeriod: '2026-02-28' },
      { payeeAgentId: 2, amount: m(900), fromPeriod: '2026-03-01' },
      { payeeAgentId: 4, amount: m(100), fromPeriod: '2026-03-01' },
    ]);
    expect(paid).toEqual([
      { payeeAgentId: 3, amount: m(400), fromPeriod: '2026-02-28' },
      { payeeAgentId: 2, amount: m(600), fromPeriod: '2026-03-01' },
    ]);
    expect(stillOwed).toEqual([
      { payeeAgentId: 2, amount: m(300), fromPeriod: '2026-03-01' },
      { payeeAgentId: 4, amount: m(100), fromPeriod: '2026-03-01' },
    ]);
    expect(payFromWallet(m(-5), [{ payeeAgentId: 2, amount: m(1), fromPeriod: 'x' }]).paid).toEqual([]);
  });
});

describe('offers down the tree', () => {
  const upline: Tier[] = [
    { minValidBet: m(10_000), rateBp: 100 },
    { minValidBet: m(50_000), rateBp: 150 },
  ];

  it('a downline’s rate never exceeds its upline’s at any team result', () => {
    expect(exceedsUpline(upline, [{ minValidBet: m(10_000), rateBp: 100 }])).toBeNull();
    expect(exceedsUpline(upline, [{ minValidBet: m(20_000), rateBp: 150 }])).toEqual(team({ validBet: 20_000 }));
    // A tier below the upline's first threshold pays where the upline gets nothing: above the cap.
    expect(exceedsUpline(upline, [{ minValidBet: m(5_000), rateBp: 50 }])).toEqual(team({ validBet: 5_000 }));
    // The top rate reached later than the upline reaches it stays within the cap throughout.
    expect(exceedsUpline(upline, [{ minValidBet: m(60_000), rateBp: 150 }])).toBeNull();
  });

  it('real-time terms: no higher rate and no lower single bet amount than the upline’s', () => {
    const own = {
      kind: 'realtime_salary' as const,
      realTime: { profitRateBp: 50, lossRateBp: 20, minSingleBet: m(10) },
    };
    expect(withinUplineTerms(own, { ...own, realTime: { ...own.realTime, profitRateBp: 40 } })).toBe(true);
    expect(withinUplineTerms(own, { ...own, realTime: { ...own.realTime, lossRateBp: 21 } })).toBe(false);
    expect(withinUplineTerms(own, { ...own, realTime: { ...own.realTime, minSingleBet: m(5) } })).toBe(false);
    expect(withinUplineTerms(own, { kind: 'daily_salary', tiers: [] })).toBe(false);
  });

  it('lowering one’s own rate below a downline’s terminates that downline’s contract', () => {
    const downlines = [
      {
        id: 7,
        period: 'day',
        terms: { kind: 'daily_salary' as const, tiers: [{ minValidBet: m(10_000), rateBp: 90 }] },
      },
      {
        id: 8,
        period: 'day',
        terms: { kind: 'daily_salary' as const, tiers: [{ minValidBet: m(10_000), rateBp: 60 }] },
      },
    ];
    const lowered = { kind: 'daily_salary' as const, tiers: [{ minValidBet: m(10_000), rateBp: 80 }] };
    expect(terminatedByNewTerms({ terms: lowered, period: 'day' }, downlines).map((d) => d.id)).toEqual([7]);
  });

  it('the state machine: an offer is answered once; only a live contract ends', () => {
    expect(nextState('requested', 'accept')).toBe('accepted');
    expect(nextState('requested', 'reject')).toBe('rejected');
    expect(nextState('accepted', 'terminate')).toBe('terminated');
    expect(nextState('accepted', 'accept')).toBeNull();
    expect(nextState('rejected', 'accept')).toBeNull();
    expect(nextState('terminated', 'accept')).toBeNull();
  });
});

describe('what I would have earned', () => {
  it('replays a daily salary over past days, and a dividend with its carry', () => {
    const days = [
      { key: '2026-03-01', measures: team({ validBet: 9_000 }) },
      { key: '2026-03-02', measures: team({ validBet: 60_000, activeMembers: 5 }) },
      { key: '2026-03-03', measures: team({ validBet: 120_000, activeMembers: 12 }) },
    ];
    const daily = simulateContract({ kind: 'daily_salary', tiers: DAILY }, days);
    expect(daily.periods.map((p) => p.amount)).toEqual([m(0), m(600), m(1_440)]);
    expect(daily.total).toBe(m(2_040));

    const dividend = simulateContract(
      { kind: 'dividend', tiers: [{ minTeamLoss: m(1), rateBp: 2_000 }] },
      [
        { key: 'W1', measures: team({ teamLoss: -1_000 }) },
        { key: 'W2', measures: team({ teamLoss: 3_000 }) },
      ],
      { carryForward: true },
    );
    expect(dividend.total).toBe(m(400)); // (3,000 − 1,000) × 20 %
  });
});

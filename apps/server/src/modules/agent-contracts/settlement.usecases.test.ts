import { describe, expect, it } from 'vitest';
import {
  amounts,
  contractFor,
  flat,
  periodAt,
  played,
  threeLevels,
  tiered,
  withSettings,
} from '../../../test/contract-fixtures.ts';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createMember, DEFAULT_MERCHANT } from '../../../test/factories/members.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { minor } from '../../lib/money.ts';
import { takeTimeOut } from '../responsible-gaming/responsible-gaming.usecases.ts';
import { clawBackLine } from './settlement-clawback.usecases.ts';
import { approveRun } from './settlement-pay.usecases.ts';
import { previewPeriod } from './settlement-preview.usecases.ts';
import { debtsRepository } from './debts.repository.ts';
import { contractSettingsRepository } from './contract-settings.repository.ts';
import { reconcileContractSettlements } from './settlement-reconcile.usecases.ts';

/*
 * Settlement with hand-worked numbers: each period previewed (nothing paid), then approved once
 * through the ledger by the difference model; debts when an upline's wallet is short, repaid
 * first from its next income; the dividend's negative carry; clawbacks. The ledger and every
 * domain check hold after each scenario.
 */
const database = useTestDatabase({ afterEachTest: expectMoneySound });
const db = () => database().db;
const MERCHANT = DEFAULT_MERCHANT;
const now = new Date('2026-06-01T00:00:00Z');

const preview = (
  kind: 'dividend' | 'daily_salary' | 'hourly_salary',
  day: string,
  periodKind: 'day' | 'hour' = 'day',
) => previewPeriod(db(), { merchantId: MERCHANT, kind, period: periodAt(periodKind, day), now });
const approve = (runId: number) => approveRun(db(), runId, { merchantId: MERCHANT, by: 'test', now });
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

describe('settling a period by the difference model', () => {
  it("A 40 % → B 30 % → C 25 %, C's members lose 10,000: C keeps 2,500, B 500, A 1,000, paid once", async () => {
    const { a, b, c, ofC } = await threeLevels(db(), 'dividend', [4000, 3000, 2500]);
    await played(db(), ofC, '2026-02-02', { stake: 10_000n });
    const { run, lines } = await preview('dividend', '2026-02-02T12:00:00Z');
    expect(run.state).toBe('preview');
    expect(amounts(lines, [a.id, b.id, c.id])).toEqual([
      [4000, 3000, 1000],
      [3000, 2500, 500],
      [2500, 0, 2500],
    ]);
    const lineOf = (id: number) => lines.find((l) => l.agentId === id)!;
    expect(lineOf(a.id).payerAgentId).toBeNull();
    expect(lineOf(c.id).payerAgentId).toBe(b.id);
    expect(lineOf(b.id).formula).toBe('floor((team loss 10000 + carry 0) × 30.00%) = 3000');
    expect(lineOf(c.id).inputs).toMatchObject({ teamLoss: '10000', rateBp: 2500, tier: { rateBp: 2500 } });
    // A preview pays nothing.
    expect(await balanceOf(db(), a.id)).toBe(0n);

    expect((await approve(run.id)).paid).toBe(true);
    expect([await balanceOf(db(), a.id), await balanceOf(db(), b.id), await balanceOf(db(), c.id)]).toEqual([
      1000n,
      500n,
      2500n,
    ]);
    // Settled twice, paid once; a paid period is not previewed again.
    expect((await approve(run.id)).paid).toBe(false);
    expect(await codeOf(preview('dividend', '2026-02-02T12:00:00Z'))).toBe('contract.settlement_paid');
    expect(await balanceOf(db(), a.id)).toBe(1000n);
  });

  it('a running period may be previewed but not paid', async () => {
    const top = await createMember(db(), { isAgent: 1 });
    await contractFor(db(), top, null, flat('daily_salary', 100));
    const { run } = await preview('daily_salary', '2026-06-01T00:00:00Z');
    const early = approveRun(db(), run.id, { merchantId: MERCHANT, by: 'test', now: new Date('2026-06-01T23:59:59Z') });
    expect(await codeOf(early)).toBe('contract.period_not_ended');
    expect(
      await codeOf(
        approveRun(db(), run.id, { merchantId: MERCHANT, by: 'test', now: new Date('2026-06-02T00:00:00Z') }),
      ),
    ).toBe('ok');
  });

  it('a re-run preview recomputes the lines from the roll-ups as they are now', async () => {
    const { c, ofC } = await threeLevels(db(), 'daily_salary', [200, 150, 100]);
    await played(db(), ofC, '2026-02-03', { stake: 10_000n });
    const first = await preview('daily_salary', '2026-02-03T01:00:00Z');
    expect(first.lines.find((l) => l.agentId === c.id)!.amount).toBe(100n);
    await played(db(), await createMember(db(), { uplineId: c.id }), '2026-02-03', { stake: 20_000n });
    const again = await preview('daily_salary', '2026-02-03T01:00:00Z');
    expect(again.run).toMatchObject({ id: first.run.id, previews: 2 });
    expect(again.lines.find((l) => l.agentId === c.id)!.amount).toBe(300n);
    await approve(again.run.id);
    expect(await balanceOf(db(), c.id)).toBe(300n);
  });
});

describe('tiers, boundaries and active members', () => {
  it('daily salary: below, at and above each tier; the upper tier needs 3 active members (a deposit makes one active)', async () => {
    const top = await createMember(db(), { isAgent: 1 });
    await contractFor(
      db(),
      top,
      null,
      tiered('daily_salary', [
        { minValidBet: minor(10_000n), rateBp: 100 },
        { minValidBet: minor(50_000n), minActiveMembers: 3, rateBp: 200 },
      ]),
    );
    const [p1, p2, p3] = [
      await createMember(db(), { uplineId: top.id }),
      await createMember(db(), { uplineId: top.id }),
      await createMember(db(), { uplineId: top.id }),
    ];
    const salaryOn = async (day: string) =>
      (await preview('daily_salary', `${day}T00:00:00Z`)).lines.find((l) => l.agentId === top.id)!;
    await played(db(), p1, '2026-02-10', { stake: 9_999n });
    expect((await salaryOn('2026-02-10')).amount).toBe(0n);
    await played(db(), p1, '2026-02-11', { stake: 10_000n });
    expect((await salaryOn('2026-02-11')).amount).toBe(100n);
    await played(db(), p1, '2026-02-12', { stake: 49_999n });
    expect((await salaryOn('2026-02-12')).amount).toBe(499n);
    // 50,000 with two active members stays in the first tier…
    await played(db(), p1, '2026-02-13', { stake: 30_000n });
    await played(db(), p2, '2026-02-13', { stake: 20_000n });
    const two = await salaryOn('2026-02-13');
    expect([two.amount, two.inputs.activeMembers, two.inputs.rateBp]).toEqual([500n, 2, 100]);
    // … and a third member who only deposited makes three: the second tier.
    await played(db(), p1, '2026-02-14', { stake: 30_000n });
    await played(db(), p2, '2026-02-14', { stake: 20_000n });
    await played(db(), p3, '2026-02-14', { stake: 0n, deposits: 1_000n });
    const three = await salaryOn('2026-02-14');
    expect([three.amount, three.inputs.activeMembers, three.inputs.rateBp]).toEqual([1000n, 3, 200]);
    expect(three.formula).toBe('floor(team valid bet 50000 × 2.00%) = 1000');
  });

  it('hourly salary reads the business hour; dividend tiers by team loss at and around the boundary', async () => {
    const hourly = await createMember(db(), { isAgent: 1 });
    await contractFor(db(), hourly, null, tiered('hourly_salary', [{ minValidBet: minor(1_000n), rateBp: 50 }]));
    const player = await createMember(db(), { uplineId: hourly.id });
    await played(db(), player, '2026-02-15T13', { stake: 999n });
    await played(db(), player, '2026-02-15T14', { stake: 1_000n });
    const at13 = await preview('hourly_salary', '2026-02-15T13:30:00Z', 'hour');
    const at14 = await preview('hourly_salary', '2026-02-15T14:59:59Z', 'hour');
    expect(at13.run.periodKey).toBe('2026-02-15T13');
    expect(at13.lines.find((l) => l.agentId === hourly.id)!.amount).toBe(0n);
    expect(at14.lines.find((l) => l.agentId === hourly.id)!.amount).toBe(5n);

    const div = await createMember(db(), { isAgent: 1 });
    await contractFor(
      db(),
      div,
      null,
      tiered('dividend', [
        { minTeamLoss: minor(5_000n), rateBp: 1000 },
        { minTeamLoss: minor(20_000n), rateBp: 2000 },
      ]),
    );
    const loser = await createMember(db(), { uplineId: div.id });
    const cases: [string, bigint, bigint][] = [
      ['2026-02-16', 4_999n, 0n],
      ['2026-02-17', 5_000n, 500n],
      ['2026-02-18', 19_999n, 1_999n],
      ['2026-02-19', 20_000n, 4_000n],
    ];
    for (const [day, loss, expected] of cases) {
      await played(db(), loser, day, { stake: loss });
      const { lines } = await preview('dividend', `${day}T10:00:00Z`);
      expect(lines.find((l) => l.agentId === div.id)!.amount).toBe(expected);
    }
  });
});

describe('debts and negative carry', () => {
  it('an upline whose wallet is short pays what it has and owes the rest, paid first from its next income', async () => {
    const { a, b, c, ofA, ofC } = await threeLevels(db(), 'dividend', [4000, 3000, 2500]);
    // Day 1: C's members lose 10,000 but A's own member wins 8,000: A's team lost only 2,000.
    await played(db(), ofC, '2026-03-02', { stake: 10_000n });
    await played(db(), ofA, '2026-03-02', { stake: 1_000n, payout: 9_000n });
    const day1 = await preview('dividend', '2026-03-02T00:00:00Z');
    expect(amounts(day1.lines, [a.id, b.id, c.id])).toEqual([
      [800, 3000, -2200],
      [3000, 2500, 500],
      [2500, 0, 2500],
    ]);
    await approve(day1.run.id);
    // A passes on its 800 and owes B 2,200; B passes on those 800 and owes C 1,700.
    expect([await balanceOf(db(), a.id), await balanceOf(db(), b.id), await balanceOf(db(), c.id)]).toEqual([
      0n,
      0n,
      800n,
    ]);
    const open = await debtsRepository.listDebts(db(), MERCHANT, 'open');
    const debtOf = (id: number) => open.find((d) => d.debtorAgentId === id);
    expect([debtOf(a.id)?.remaining, debtOf(b.id)?.remaining]).toEqual([2200n, 1700n]);

    // Day 2: A's own member loses 10,000: A gets 4,000, pays its debt to B first; B pays C.
    await played(db(), ofA, '2026-03-03', { stake: 10_000n });
    const day2 = await preview('dividend', '2026-03-03T00:00:00Z');
    await approve(day2.run.id);
    expect([await balanceOf(db(), a.id), await balanceOf(db(), b.id), await balanceOf(db(), c.id)]).toEqual([
      1800n,
      500n,
      2500n,
    ]);
    const after = await debtsRepository.listDebts(db(), MERCHANT);
    expect(after.filter((d) => [a.id, b.id].includes(d.debtorAgentId)).map((d) => [d.state, d.remaining])).toEqual([
      ['paid', 0n],
      ['paid', 0n],
    ]);
  });

  it('a losing dividend period carries forward when the brand says so: −3,000 then 5,000 pays 20 % of 2,000', async () => {
    await withSettings(db(), { negativeCarry: true }, async () => {
      const top = await createMember(db(), { isAgent: 1 });
      await contractFor(db(), top, null, flat('dividend', 2000));
      const player = await createMember(db(), { uplineId: top.id });
      await played(db(), player, '2026-03-10', { stake: 1_000n, payout: 4_000n });
      const won = await preview('dividend', '2026-03-10T00:00:00Z');
      const first = won.lines.find((l) => l.agentId === top.id)!;
      expect([first.amount, first.inputs.carryOut]).toEqual([0n, '-3000']);
      await approve(won.run.id);
      await played(db(), player, '2026-03-11', { stake: 5_000n });
      const lost = await preview('dividend', '2026-03-11T00:00:00Z');
      const second = lost.lines.find((l) => l.agentId === top.id)!;
      expect([second.amount, second.inputs.carryIn, second.inputs.base, second.inputs.carryOut]).toEqual([
        400n,
        '-3000',
        '2000',
        '0',
      ]);
      expect(second.formula).toBe('floor((team loss 5000 + carry -3000) × 20.00%) = 400');
      await approve(lost.run.id);
      expect(await balanceOf(db(), top.id)).toBe(400n);
    });
  });

  it('a blocked agent is paid nothing and a test account’s play counts for nobody', async () => {
    const { a, b, c, ofC } = await threeLevels(db(), 'daily_salary', [300, 200, 100]);
    const tester = await createMember(db(), { uplineId: c.id });
    await contractSettingsRepository.exclude(db(), MERCHANT, tester.id, 'test', now.toISOString());
    await contractSettingsRepository.exclude(db(), MERCHANT, b.id, 'blocked', now.toISOString());
    await played(db(), ofC, '2026-03-20', { stake: 10_000n });
    await played(db(), tester, '2026-03-20', { stake: 90_000n });
    const { lines } = await preview('daily_salary', '2026-03-20T00:00:00Z');
    expect(lines.some((l) => l.agentId === b.id)).toBe(false);
    // C is paid by the nearest agent above it that is settled: A.
    expect(lines.find((l) => l.agentId === c.id)).toMatchObject({ amount: 100n, payerAgentId: a.id });
    expect(amounts(lines, [a.id])).toEqual([[300, 100, 200]]);
  });
});

describe('responsible gaming', () => {
  it('an agent on a time-out over the period’s end is left out of incentives; the nearest settled agent above pays below it', async () => {
    const { a, b, c, ofC } = await threeLevels(db(), 'daily_salary', [300, 200, 100]);
    const ctx = { merchantId: MERCHANT, memberId: b.id, places: 2, actor: 'member' };
    await takeTimeOut(db(), ctx, 7, new Date('2026-04-01T08:00:00Z'));
    await played(db(), ofC, '2026-04-01', { stake: 10_000n });
    const { lines } = await preview('daily_salary', '2026-04-01T00:00:00Z');
    expect(lines.some((l) => l.agentId === b.id)).toBe(false);
    expect(lines.find((l) => l.agentId === c.id)).toMatchObject({ amount: 100n, payerAgentId: a.id });
    expect(amounts(lines, [a.id])).toEqual([[300, 100, 200]]);
  });
});

describe('clawback', () => {
  it('a paid line is taken back with a reversing transaction, once; a preview line cannot be', async () => {
    const top = await createMember(db(), { isAgent: 1 });
    await contractFor(db(), top, null, flat('daily_salary', 100));
    await played(db(), await createMember(db(), { uplineId: top.id }), '2026-03-25', { stake: 10_000n });
    const { run, lines } = await preview('daily_salary', '2026-03-25T00:00:00Z');
    const line = lines.find((l) => l.agentId === top.id)!;
    const claw = () => clawBackLine(db(), line.id, { merchantId: MERCHANT, reason: 'mistake', now });
    expect(await codeOf(claw())).toBe('contract.line_not_paid');
    await approve(run.id);
    expect(await balanceOf(db(), top.id)).toBe(100n);
    expect((await claw()).state).toBe('clawed_back');
    expect(await balanceOf(db(), top.id)).toBe(0n);
    expect(await codeOf(claw())).toBe('contract.line_not_paid');
    expect(await balanceOf(db(), top.id)).toBe(0n);
  });
});

describe('ledger:check reconciles settlement with the ledger', () => {
  it('a paid line whose posting differs from what it says it paid is reported', async () => {
    const top = await createMember(db(), { isAgent: 1 });
    await contractFor(db(), top, null, flat('daily_salary', 100));
    await played(db(), await createMember(db(), { uplineId: top.id }), '2026-03-28', { stake: 10_000n });
    const { run, lines } = await preview('daily_salary', '2026-03-28T00:00:00Z');
    await approve(run.id);
    expect(await reconcileContractSettlements(db())).toEqual([]);
    const line = lines.find((l) => l.agentId === top.id)!;
    const tamper = (paid: string) =>
      db().updateTable('contract_settlement_lines').set({ paid_amount: paid }).where('id', '=', line.id).execute();
    await tamper('150');
    expect(await reconcileContractSettlements(db())).toEqual([
      { what: 'contract line', id: line.id, status: 'paid', expected: '150', found: '100' },
    ]);
    await tamper('100');
  });
});

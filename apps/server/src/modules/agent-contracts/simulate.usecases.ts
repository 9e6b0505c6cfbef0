import { formatMinor } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { minor, ZERO } from '../../lib/money.ts';
import { agentsPort } from '../agents/agents.port.ts';
import { brandCalendar, businessDay, daysOf, periodsBetween, type PeriodKind } from '../play-record/periods.port.ts';
import type { ContractTerms, TeamMeasures } from './contract-terms.model.ts';
import { percentText } from './contract-views.ts';
import { simulateContract, type PastPeriod } from './simulator.ts';
import { contractSettingsRepository } from './contract-settings.repository.ts';
import { teamHistoryRepository, type ActiveRule, type MemberPeriodPlay } from './team-measures.repository.ts';

const DAYS = 30;

const isActive = (p: { stake: bigint; deposits: bigint }, rule: ActiveRule) =>
  (rule.minStake > 0n ? p.stake >= rule.minStake : p.stake > 0n) ||
  (rule.minDeposits > 0n ? p.deposits >= rule.minDeposits : p.deposits > 0n);

/** The members' rows of one period summed into the team's measures (a member active over the whole period). */
function measuresOf(rows: MemberPeriodPlay[], rule: ActiveRule): TeamMeasures {
  const members = new Map<number, { stake: bigint; deposits: bigint }>();
  let stake = 0n;
  let payout = 0n;
  let validBet = 0n;
  for (const r of rows) {
    stake += r.stake;
    payout += r.payout;
    validBet += r.validBet;
    const m = members.get(r.memberId) ?? { stake: 0n, deposits: 0n };
    members.set(r.memberId, { stake: m.stake + r.stake, deposits: m.deposits + r.deposits });
  }
  const activeMembers = [...members.values()].filter((m) => isActive(m, rule)).length;
  return { teamLoss: minor(stake - payout), validBet: minor(validBet), activeMembers };
}

/**
 * WHAT I WOULD HAVE EARNED: a proposed contract replayed over the agent's team's last 30 business
 * days, period by period with the settlement's own rules (simulator.ts): days for a daily salary,
 * hours for an hourly one, the dividend's periods (those overlapping the 30 days), and the
 * real-time salary over the settled bets it kept.
 */
export async function simulateForAgent(
  db: DbOrTrx,
  input: { merchantId: number; agentId: number; terms: ContractTerms; period: PeriodKind; places: number; now: Date },
) {
  const { timeZone } = await brandCalendar(db, input.merchantId);
  const from = new Date(input.now.getTime() - DAYS * 86_400_000);
  const range = { fromDay: businessDay(from, timeZone), toDay: businessDay(input.now, timeZone) };
  const rule = await agentsPort.activeRule(db, input.merchantId);
  const { terms } = input;
  let past: PastPeriod[];
  if (terms.kind === 'realtime_salary') {
    const bets = await teamHistoryRepository.realtimeBets(db, input.merchantId, input.agentId, from.toISOString());
    const byDay = new Map<string, PastPeriod>();
    for (const bet of bets) {
      const key = businessDay(bet.settledAt, timeZone);
      const day = byDay.get(key) ?? { key, measures: { teamLoss: ZERO, validBet: ZERO, activeMembers: 0 }, bets: [] };
      // A taken-back earlier state is left out of a simulation: it replays what the bets were.
      if (bet.sign > 0) day.bets!.push(bet);
      byDay.set(key, day);
    }
    past = [...byDay.values()].sort((a, b) => a.key.localeCompare(b.key));
  } else {
    const by = terms.kind === 'hourly_salary' ? 'hour' : 'day';
    const rows = await teamHistoryRepository.memberPlay(db, input.merchantId, input.agentId, range, by);
    const kind: PeriodKind = terms.kind === 'dividend' ? input.period : by;
    const periods =
      kind === 'day' || kind === 'hour'
        ? [...new Set(rows.map((r) => r.key))].sort().map((key) => ({ key, fromDay: key, toDay: key }))
        : periodsBetween(kind, from, input.now, timeZone).map((p) => ({ key: p.key, ...daysOf(p, timeZone) }));
    past = periods.map((p) => ({
      key: p.key,
      measures: measuresOf(
        rows.filter((r) => r.key >= p.fromDay && r.key <= p.toDay),
        rule,
      ),
    }));
  }
  const settings = await contractSettingsRepository.settings(db, input.merchantId);
  const result = simulateContract(terms, past, { carryForward: settings.negativeCarry });
  return {
    ...range,
    periods: result.periods.map((p) => ({
      key: p.key,
      amount: formatMinor(p.amount, input.places),
      rate: percentText(p.rateBp),
    })),
    total: formatMinor(result.total, input.places),
  };
}

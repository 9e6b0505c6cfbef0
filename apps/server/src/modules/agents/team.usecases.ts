import { formatMinor, type ProfitLossRange } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import { brandCalendar } from '../play-record/periods.port.ts';
import { daysIn, rangeOf } from '../play-record/profit-loss.usecases.ts';
import { levelView } from './agent-levels.ts';
import { countByDay, dayStart } from './day-starts.ts';
import { subjectOf, type AgentContext } from './agent-access.ts';
import { agentsRepository } from './agents.repository.ts';
import type { DayRange } from './team-subject.ts';
import { teamRepository, type PlayFigures } from './team.repository.ts';

export type PeriodQuery = { range: ProfitLossRange; startDate?: string | undefined; endDate?: string | undefined };
export type TeamQuery = PeriodQuery & { downlineId?: number | undefined; scope: 'team' | 'direct' };

/** The query's business days, and the UTC instants [from, to) they span. */
export async function periodFor(db: DbOrTrx, merchantId: number, query: PeriodQuery, now = new Date()) {
  const { timeZone } = await brandCalendar(db, merchantId);
  const range = rangeOf(query, now, timeZone);
  const next = new Date(Date.parse(`${range.toDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return { ...range, timeZone, from: dayStart(range.fromDay, timeZone), to: dayStart(next, timeZone) };
}

export const money = (ctx: { places: number }) => (value: bigint) => formatMinor(toMinor(value), ctx.places);
export const figuresView = (ctx: { places: number }, f: PlayFigures) => {
  const shown = money(ctx);
  return {
    bets: f.bets,
    stake: shown(f.stake),
    validBet: shown(f.validBet),
    payout: shown(f.payout),
    winLoss: shown(f.winLoss),
  };
};
export const NO_PLAY: PlayFigures = { bets: 0, stake: 0n, validBet: 0n, payout: 0n, winLoss: 0n };
export const sumFigures = (a: PlayFigures, b: PlayFigures): PlayFigures => ({
  bets: a.bets + b.bets,
  stake: a.stake + b.stake,
  validBet: a.validBet + b.validBet,
  payout: a.payout + b.payout,
  winLoss: a.winLoss + b.winLoss,
});
export const periodView = (p: { fromDay: string; toDay: string; timeZone: string }) => ({
  fromDay: p.fromDay,
  toDay: p.toDay,
  timeZone: p.timeZone,
});

/** Team overview: head counts, growth, activity and the team's money and play over the period. */
export async function teamOverview(db: DbOrTrx, ctx: AgentContext, query: TeamQuery) {
  const subject = await subjectOf(db, ctx, query);
  const period = await periodFor(db, ctx.merchantId, query);
  const range: DayRange = period;
  const settings = await agentsRepository.settings(db, ctx.merchantId);
  const rule = { minStake: settings.activeMinStake, minDeposits: settings.activeMinDeposits };
  const [types, joined, days, money_, firstDepositors, balance] = await Promise.all([
    teamRepository.typeCounts(db, subject),
    teamRepository.registrations(db, subject, period.from, period.to),
    teamRepository.play(db, subject, range, 'day'),
    teamRepository.moneyAndActive(db, subject, range, rule),
    teamRepository.firstDepositors(db, subject, range),
    teamRepository.balance(db, subject),
  ]);
  const shown = money(ctx);
  const perDay = countByDay(joined, daysIn(range), period.timeZone);
  const stakeByDay = new Map(days.map((d) => [d.key, d.stake]));
  // The period's totals are the sum of its days (one pass over the roll-up, not two).
  const totals = days.reduce((t, d) => sumFigures(t, d), NO_PLAY);
  return {
    ...periodView(period),
    members: [...types.values()].reduce((a, b) => a + b, 0),
    agents: ctx.levels.map((l) => ({
      code: l.code,
      name: levelView(l, ctx.language).name,
      count: types.get(l.code) ?? 0,
    })),
    newRegistrations: joined.length,
    firstDepositors,
    activeMembers: money_.active,
    activeRule: { minStake: shown(settings.activeMinStake), minDeposits: shown(settings.activeMinDeposits) },
    deposits: shown(money_.deposits),
    withdrawals: shown(money_.withdrawals),
    bonuses: shown(money_.bonuses),
    stake: shown(totals.stake),
    validBet: shown(totals.validBet),
    winLoss: shown(totals.winLoss),
    teamBalance: shown(balance),
    days: daysIn(range).map((day) => ({
      day,
      registrations: perDay.get(day) ?? 0,
      stake: shown(stakeByDay.get(day) ?? 0n),
    })),
  };
}

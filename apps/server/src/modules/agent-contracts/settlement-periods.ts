import { daysOf, periodOf, periodsBetween, type PeriodKind } from '../play-record/periods.port.ts';
import { REAL_TIME_WINDOW_MS, realTimeWindowOf } from './contract-amounts.ts';
import type { ContractKind } from './contract-terms.model.ts';
import type { SettlementPeriod, SettlementPeriodKind } from './settlement.model.ts';
import type { RollupRange } from './team-measures.repository.ts';

/**
 * Periods come from the play record's brand calendar (never recomputed here), so a contract's day
 * is the roll-ups' day; the real-time salary's 5-minute windows are absolute (UTC) instants.
 */
export function periodKindOf(kind: ContractKind, contractPeriod: string): SettlementPeriodKind {
  if (kind === 'realtime_salary') return '5min';
  if (kind === 'hourly_salary') return 'hour';
  if (kind === 'daily_salary') return 'day';
  return contractPeriod as PeriodKind;
}

const windowAt = (start: Date): SettlementPeriod => ({
  kind: '5min',
  key: start.toISOString(),
  start,
  end: new Date(start.getTime() + REAL_TIME_WINDOW_MS),
});

/** The period of this kind that contains the instant. */
export function settlementPeriodOf(kind: SettlementPeriodKind, at: Date, timeZone: string): SettlementPeriod {
  if (kind === '5min') return windowAt(realTimeWindowOf(at));
  const period = periodOf(kind, at, timeZone);
  return { kind, key: period.key, start: period.start, end: period.end };
}

/**
 * A roll-up period is settled this long after it ends: bets settling in its last instant commit
 * a moment later. (The real-time windows need no grace: a bet the window missed counts in the next.)
 */
export const SETTLE_GRACE_MS = 2 * 60_000;

/**
 * The periods of a kind that ended (with the grace) after `from`, oldest first, at most `max`
 * (the newest ones: a long stop catches up the recent periods, and the rest on the next passes).
 */
export function duePeriods(
  kind: SettlementPeriodKind,
  from: Date,
  now: Date,
  timeZone: string,
  max: number,
): SettlementPeriod[] {
  const grace = kind === '5min' ? 0 : SETTLE_GRACE_MS;
  const upTo = new Date(now.getTime() - grace);
  if (upTo <= from) return [];
  let periods: SettlementPeriod[];
  if (kind === '5min') {
    periods = [];
    const last = realTimeWindowOf(upTo).getTime();
    const first = Math.max(realTimeWindowOf(from).getTime(), last - max * REAL_TIME_WINDOW_MS);
    for (let start = first; start < last; start += REAL_TIME_WINDOW_MS) periods.push(windowAt(new Date(start)));
  } else {
    periods = periodsBetween(kind, from, upTo, timeZone).map((p) => ({ kind, key: p.key, start: p.start, end: p.end }));
  }
  return periods.filter((p) => p.end <= upTo && p.end > from).slice(-max);
}

/** What the roll-ups hold for the period. */
export function rollupRange(period: SettlementPeriod, timeZone: string): RollupRange {
  if (period.kind === 'hour') return { hour: period.key };
  if (period.kind === '5min') return { fromDay: '', toDay: '' };
  return daysOf({ ...period, kind: period.kind }, timeZone);
}

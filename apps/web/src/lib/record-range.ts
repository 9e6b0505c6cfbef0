import { formatDate, localDayStart } from './date-format';

export const DEFAULT_RECORD_DAYS = 7;
const DAY_MS = 86_400_000;

/** The default filter of the records (account record, betting record): the last 7 days, today included. */
export function defaultRecordDates(now = new Date()): { startDate: string; endDate: string } {
  const today = formatDate(now);
  return { startDate: formatDate(localDayStart(today, -(DEFAULT_RECORD_DAYS - 1))), endDate: today };
}

/**
 * Local calendar days → the instants the server wants: from the start day's local midnight to the
 * midnight after the end day (exclusive). Refuses an end before the start and more than `maxDays`.
 */
export function recordRange(
  startDate: string,
  endDate: string,
  maxDays: number,
): { from: string; to: string } | { problem: 'order' | 'tooLong' } {
  const from = localDayStart(startDate);
  const to = localDayStart(endDate, 1);
  if (!(to > from)) return { problem: 'order' };
  if (Math.round((to.getTime() - from.getTime()) / DAY_MS) > maxDays) return { problem: 'tooLong' };
  return { from: from.toISOString(), to: to.toISOString() };
}

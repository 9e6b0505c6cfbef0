import { TZDate } from '@date-fns/tz';
import { periodOf } from '../play-record/periods.port.ts';

/** The first instant of a business day in the brand's zone (UTC ISO text). */
export function dayStart(day: string, timeZone: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return periodOf('day', new TZDate(y, m - 1, d, 12, 0, 0, timeZone), timeZone).start.toISOString();
}

/**
 * How many of the instants (UTC ISO text, as stored) fall on each of the business days: one zone
 * conversion per day, then text comparisons, instead of a conversion per instant (1,700 new
 * members in a month cost 17 ms of date formatting, a third of the overview).
 */
export function countByDay(instants: string[], days: string[], timeZone: string): Map<string, number> {
  if (days.length === 0) return new Map();
  const after = new Date(Date.parse(`${days.at(-1)!}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const starts = days.map((d) => dayStart(d, timeZone));
  const end = dayStart(after, timeZone);
  const counts = new Map<string, number>();
  for (const at of instants) {
    let [lo, hi] = [0, starts.length - 1];
    if (at < starts[0]! || at >= end) continue;
    // The last day that starts at or before the instant.
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid]! <= at) lo = mid;
      else hi = mid - 1;
    }
    counts.set(days[lo]!, (counts.get(days[lo]!) ?? 0) + 1);
  }
  return counts;
}

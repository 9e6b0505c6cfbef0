import type { DayRange } from './team-subject.ts';

/*
 * BUCKETS of the team member periods (migration 0410): a business day 'YYYY-MM-DD' or a business
 * month 'YYYY-MM' (the brand's calendar months of business days). Any day range is an exact sum
 * of buckets with signs: each calendar month it touches is either its days in the range (+), or,
 * when cheaper, the whole month (+) less its days outside the range (-). Cheaper means fewer
 * buckets that can hold data: days after today hold none, so "the last 30 days" or "this month"
 * (its future days included) read a month row and a day or two per member, "last month" one
 * row, today/yesterday one, a week at most seven, a custom range of up to 90 days at most its
 * two partial months' days. Weeks are not buckets: they cross months, and a week's seven days
 * cost a member at most seven rows, only where it played. The sum is exact whichever way a month
 * is read; `today` only picks the cheaper.
 */
export type Buckets = {
  /** Whole months, listed, or (a range of many months) their first and last. */
  months: string[] | { first: string; last: string };
  plusDays: string[];
  minusDays: string[];
};

const MANY_MONTHS = 24;
const dayMs = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const time = (day: string) => Date.parse(`${day}T00:00:00Z`);

function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let t = time(from); t <= time(to); t += dayMs) out.push(iso(t));
  return out;
}

function monthEnd(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return iso(Date.UTC(y, m, 1) - dayMs);
}
const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The signed buckets whose sum is exactly the range's days. `today`: the latest day that may hold data. */
export function bucketsOf(range: DayRange, today: string): Buckets {
  const plusDays: string[] = [];
  const minusDays: string[] = [];
  const whole: string[] = [];
  const withData = (days: string[]) => days.filter((d) => d <= today).length;
  /** An edge month (the range may cover only part of it): whole, whole less some days, or some days. */
  const edge = (month: string) => {
    const first = `${month}-01`;
    const last = monthEnd(month);
    if (range.fromDay <= first && range.toDay >= last) return whole.push(month);
    const inside = daysBetween(range.fromDay > first ? range.fromDay : first, range.toDay < last ? range.toDay : last);
    const outside = daysBetween(first, last).filter((d) => d < range.fromDay || d > range.toDay);
    if (1 + withData(outside) < withData(inside)) {
      whole.push(month);
      minusDays.push(...outside);
    } else plusDays.push(...inside);
  };
  const [firstMonth, lastMonth] = [monthIndex(range.fromDay), monthIndex(range.toDay)];
  edge(monthAt(firstMonth));
  // The months between the two edges are whole; many of them are named by their ends.
  const middle = lastMonth - firstMonth - 1;
  if (middle > MANY_MONTHS) {
    if (lastMonth > firstMonth) edge(monthAt(lastMonth));
    // An edge month read whole is next to the run: it widens it.
    const [first, last] = [monthAt(firstMonth), monthAt(lastMonth)];
    const months = {
      first: whole.includes(first) ? first : monthAt(firstMonth + 1),
      last: whole.includes(last) ? last : monthAt(lastMonth - 1),
    };
    return { months, plusDays, minusDays };
  }
  for (let i = firstMonth + 1; i < lastMonth; i++) whole.push(monthAt(i));
  if (lastMonth > firstMonth) edge(monthAt(lastMonth));
  return { months: whole, plusDays, minusDays };
}

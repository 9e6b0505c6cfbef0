import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, addWeeks, format, startOfDay, startOfMonth, startOfWeek } from 'date-fns';

/**
 * A brand's business calendar: every bet, deposit, withdrawal and bonus belongs to the business
 * day (and hour, week, half month, month) of its settlement in the brand's time zone. Contracts,
 * rebates, roll-ups and reports all cut time here, so a day ends at the same instant for each of
 * them. Periods are half-open: [start, end).
 */
export type PeriodKind = 'hour' | 'day' | 'week' | 'semimonth' | 'month';

export interface BusinessPeriod {
  kind: PeriodKind;
  /** Stable name of the period in the brand's calendar: 2026-03-01, 2026-03-01T13, 2026-W09, 2026-03-H1, 2026-03. */
  key: string;
  /** First instant of the period (UTC). */
  start: Date;
  /** First instant after the period (UTC). */
  end: Date;
}

export const DEFAULT_BRAND_TIME_ZONE = 'UTC';

/** Whether the IANA zone name is one this runtime knows (a brand setting is checked with it). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function local(at: Date | string | number, timeZone: string): TZDate {
  return new TZDate(new Date(at).getTime(), timeZone);
}

/** The business day (yyyy-MM-dd in the brand's zone) that an instant belongs to. */
export function businessDay(at: Date | string, timeZone: string): string {
  return dayAndHour(at, timeZone).day;
}

/** The business hour (yyyy-MM-ddTHH in the brand's zone) that an instant belongs to. */
export function businessHour(at: Date | string, timeZone: string): string {
  return dayAndHour(at, timeZone).hour;
}

/*
 * Every bet asks for its day and hour, and a zone's rules took a visible share of a bet's CPU. They
 * are kept per zone and UTC quarter hour: when the zone's offset is a whole number of quarter hours
 * and the same at both ends of the quarter (no change of offset inside it), every instant of that
 * quarter falls in the same local quarter hour, so in one local hour and day. A quarter where
 * either fails (a historical local mean time, an odd transition) is computed each time.
 */
const QUARTER_MS = 900_000;
const quarters = new Map<string, { day: string; hour: string }>();

function dayAndHour(at: Date | string, timeZone: string): { day: string; hour: string } {
  const ms = new Date(at).getTime();
  const quarter = Math.floor(ms / QUARTER_MS);
  const key = `${timeZone}|${quarter}`;
  const known = quarters.get(key);
  if (known) return known;
  const instant = local(ms, timeZone);
  const found = { day: format(instant, 'yyyy-MM-dd'), hour: format(instant, "yyyy-MM-dd'T'HH") };
  const offset = local(quarter * QUARTER_MS, timeZone).getTimezoneOffset();
  if (offset % 15 === 0 && local((quarter + 1) * QUARTER_MS - 1, timeZone).getTimezoneOffset() === offset) {
    if (quarters.size >= 4096) quarters.clear();
    quarters.set(key, found);
  }
  return found;
}

/**
 * Hours are cut in absolute time (the instant less its local minutes and seconds): a wall-clock
 * cut is ambiguous in the hour a fall-back repeats, where date-fns puts 01:30 EST at 01:00 EDT,
 * a period that does not contain the instant (and a walk over hours that never moves on).
 */
const HOUR_MS = 3_600_000;
const startOfAbsoluteHour = (at: TZDate): TZDate =>
  new TZDate(at.getTime() - ((at.getMinutes() * 60 + at.getSeconds()) * 1000 + at.getMilliseconds()), at.timeZone);

const startOf: Record<PeriodKind, (at: TZDate) => TZDate> = {
  hour: startOfAbsoluteHour,
  day: (at) => startOfDay(at),
  // Weeks start on Monday, as agent contracts and rebates count them.
  week: (at) => startOfWeek(at, { weekStartsOn: 1 }),
  // Half months: the 1st to the 15th, then the 16th to the month's end.
  semimonth: (at) => (at.getDate() <= 15 ? startOfMonth(at) : addDays(startOfMonth(at), 15)),
  month: (at) => startOfMonth(at),
};

const next: Record<PeriodKind, (start: TZDate) => TZDate> = {
  hour: (start) => new TZDate(start.getTime() + HOUR_MS, start.timeZone),
  day: (start) => addDays(start, 1),
  week: (start) => addWeeks(start, 1),
  semimonth: (start) => (start.getDate() === 1 ? addDays(start, 15) : startOfMonth(addMonths(start, 1))),
  month: (start) => addMonths(start, 1),
};

const keyOf: Record<PeriodKind, (start: TZDate) => string> = {
  hour: (start) => format(start, "yyyy-MM-dd'T'HH"),
  day: (start) => format(start, 'yyyy-MM-dd'),
  // ISO week-numbering year, so the week of 2026-12-28 is 2026-W53 and that of 2027-01-04 is 2027-W01.
  week: (start) => format(start, "RRRR-'W'II"),
  semimonth: (start) => format(start, 'yyyy-MM') + (start.getDate() === 1 ? '-H1' : '-H2'),
  month: (start) => format(start, 'yyyy-MM'),
};

function periodStartingAt(kind: PeriodKind, start: TZDate): BusinessPeriod {
  return {
    kind,
    key: keyOf[kind](start),
    start: new Date(start.getTime()),
    // Days and longer are cut again at the next start: where a zone skips midnight (Santiago's
    // spring-forward at 00:00) the day starts at 01:00, and one day on from that is 01:00, not the
    // next midnight. Hours are absolute already (and cutting again would not move past a
    // half-hour shift such as Lord Howe Island's).
    end: new Date((kind === 'hour' ? next.hour(start) : startOf[kind](next[kind](start))).getTime()),
  };
}

/** The period of `kind` that contains the instant `at`, in the brand's zone. */
export function periodOf(kind: PeriodKind, at: Date | string, timeZone: string): BusinessPeriod {
  return periodStartingAt(kind, startOf[kind](local(at, timeZone)));
}

/** The period right after `period`. */
export function nextPeriod(period: BusinessPeriod, timeZone: string): BusinessPeriod {
  return periodOf(period.kind, period.end, timeZone);
}

/** The period right before `period`. */
export function previousPeriod(period: BusinessPeriod, timeZone: string): BusinessPeriod {
  return periodOf(period.kind, new Date(period.start.getTime() - 1), timeZone);
}

/** Every period of `kind` that overlaps [from, to), oldest first. */
export function periodsBetween(kind: PeriodKind, from: Date, to: Date, timeZone: string): BusinessPeriod[] {
  const periods: BusinessPeriod[] = [];
  for (let period = periodOf(kind, from, timeZone); period.start < to;) {
    periods.push(period);
    const following = nextPeriod(period, timeZone);
    // A zone rule this module cuts wrongly must fail loudly, never walk in place for ever.
    if (following.start <= period.start) throw new Error(`business periods: ${kind} ${period.key} does not advance`);
    period = following;
  }
  return periods;
}

/** The ranges a member picks in personal profit and loss, as inclusive business days. */
export type NamedRange = 'today' | 'yesterday' | 'thisWeek' | 'lastWeek' | 'thisMonth' | 'lastMonth';

export interface DayRange {
  fromDay: string;
  toDay: string;
}

/** The inclusive business days of a period (its last day is the one before its end). */
export function daysOf(period: BusinessPeriod, timeZone: string): DayRange {
  return {
    fromDay: businessDay(period.start, timeZone),
    toDay: businessDay(new Date(period.end.getTime() - 1), timeZone),
  };
}

export function namedRange(name: NamedRange, now: Date, timeZone: string): DayRange {
  switch (name) {
    case 'today':
      return daysOf(periodOf('day', now, timeZone), timeZone);
    case 'yesterday':
      return daysOf(previousPeriod(periodOf('day', now, timeZone), timeZone), timeZone);
    case 'thisWeek':
      return daysOf(periodOf('week', now, timeZone), timeZone);
    case 'lastWeek':
      return daysOf(previousPeriod(periodOf('week', now, timeZone), timeZone), timeZone);
    case 'thisMonth':
      return daysOf(periodOf('month', now, timeZone), timeZone);
    case 'lastMonth':
      return daysOf(previousPeriod(periodOf('month', now, timeZone), timeZone), timeZone);
  }
}

/** Inclusive count of business days from `fromDay` to `toDay` (both yyyy-MM-dd). */
export function dayCount({ fromDay, toDay }: DayRange): number {
  const days = (Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000;
  return Math.round(days) + 1;
}

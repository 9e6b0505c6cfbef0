import { describe, expect, it } from 'vitest';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import {
  businessDay,
  businessHour,
  dayCount,
  isKnownTimeZone,
  namedRange,
  nextPeriod,
  periodOf,
  periodsBetween,
  previousPeriod,
} from './business-periods.ts';

const iso = (date: Date) => date.toISOString();

describe('business day of an instant', () => {
  it('is the UTC date for a brand on UTC', () => {
    expect(businessDay('2026-03-01T23:59:59.999Z', 'UTC')).toBe('2026-03-01');
    expect(businessDay('2026-03-02T00:00:00.000Z', 'UTC')).toBe('2026-03-02');
  });

  it('follows the brand zone: 02:30 UTC is still the previous day in São Paulo (UTC-3)', () => {
    expect(businessDay('2026-03-02T02:30:00Z', 'America/Sao_Paulo')).toBe('2026-03-01');
    expect(businessDay('2026-03-02T03:00:00Z', 'America/Sao_Paulo')).toBe('2026-03-02');
  });

  it('follows the brand zone: 16:00 UTC is already the next day in Ho Chi Minh City (UTC+7)', () => {
    expect(businessDay('2026-03-01T16:59:59Z', 'Asia/Ho_Chi_Minh')).toBe('2026-03-01');
    expect(businessDay('2026-03-01T17:00:00Z', 'Asia/Ho_Chi_Minh')).toBe('2026-03-02');
  });

  it('names the business hour in the brand zone', () => {
    expect(businessHour('2026-03-01T17:30:00Z', 'Asia/Ho_Chi_Minh')).toBe('2026-03-02T00');
  });
});

describe('periods', () => {
  it('a business day in São Paulo runs from 03:00 UTC to 03:00 UTC the next day', () => {
    const day = periodOf('day', '2026-03-02T02:30:00Z', 'America/Sao_Paulo');
    expect(day.key).toBe('2026-03-01');
    expect(iso(day.start)).toBe('2026-03-01T03:00:00.000Z');
    expect(iso(day.end)).toBe('2026-03-02T03:00:00.000Z');
  });

  it('a day across a daylight-saving change lasts 23 hours (London, last Sunday of March)', () => {
    const day = periodOf('day', '2026-03-29T12:00:00Z', 'Europe/London');
    expect(iso(day.start)).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(day.end)).toBe('2026-03-29T23:00:00.000Z');
  });

  it('weeks start on Monday and carry their ISO week key across the year end', () => {
    const week = periodOf('week', '2027-01-01T12:00:00Z', 'UTC');
    expect(iso(week.start)).toBe('2026-12-28T00:00:00.000Z');
    expect(iso(week.end)).toBe('2027-01-04T00:00:00.000Z');
    expect(week.key).toBe('2026-W53');
    expect(nextPeriod(week, 'UTC').key).toBe('2027-W01');
  });

  it('a Sunday evening in UTC is already Monday in the brand zone, so it starts the next week there', () => {
    expect(periodOf('week', '2026-03-01T20:00:00Z', 'UTC').key).toBe('2026-W09');
    expect(periodOf('week', '2026-03-01T20:00:00Z', 'Asia/Ho_Chi_Minh').key).toBe('2026-W10');
  });

  it('half months are the 1st–15th and the 16th–month end, February included', () => {
    const first = periodOf('semimonth', '2026-02-15T23:59:59Z', 'UTC');
    expect(first.key).toBe('2026-02-H1');
    expect(iso(first.end)).toBe('2026-02-16T00:00:00.000Z');
    const second = nextPeriod(first, 'UTC');
    expect(second.key).toBe('2026-02-H2');
    expect(iso(second.start)).toBe('2026-02-16T00:00:00.000Z');
    expect(iso(second.end)).toBe('2026-03-01T00:00:00.000Z');
    expect(nextPeriod(second, 'UTC').key).toBe('2026-03-H1');
    expect(previousPeriod(first, 'UTC').key).toBe('2026-01-H2');
  });

  it('months end at the brand zone midnight, leap years included', () => {
    const february = periodOf('month', '2028-02-29T12:00:00Z', 'America/Sao_Paulo');
    expect(february.key).toBe('2028-02');
    expect(iso(february.start)).toBe('2028-02-01T03:00:00.000Z');
    expect(iso(february.end)).toBe('2028-03-01T03:00:00.000Z');
    expect(periodOf('month', '2026-12-31T23:30:00Z', 'Asia/Ho_Chi_Minh').key).toBe('2027-01');
  });

  it('hours are consecutive and an hour belongs to exactly one period', () => {
    const hours = periodsBetween('hour', new Date('2026-03-01T22:00:00Z'), new Date('2026-03-02T02:00:00Z'), 'UTC');
    expect(hours.map((hour) => hour.key)).toEqual(['2026-03-01T22', '2026-03-01T23', '2026-03-02T00', '2026-03-02T01']);
    for (let index = 1; index < hours.length; index += 1) expect(hours[index]!.start).toEqual(hours[index - 1]!.end);
  });
});

describe('named ranges of personal profit and loss', () => {
  // A Wednesday, 01:00 UTC: still Tuesday in São Paulo.
  const now = new Date('2026-03-04T01:00:00Z');

  it('cuts today, yesterday, weeks and months in the brand zone', () => {
    expect(namedRange('today', now, 'UTC')).toEqual({ fromDay: '2026-03-04', toDay: '2026-03-04' });
    expect(namedRange('today', now, 'America/Sao_Paulo')).toEqual({ fromDay: '2026-03-03', toDay: '2026-03-03' });
    expect(namedRange('yesterday', now, 'UTC')).toEqual({ fromDay: '2026-03-03', toDay: '2026-03-03' });
    expect(namedRange('thisWeek', now, 'UTC')).toEqual({ fromDay: '2026-03-02', toDay: '2026-03-08' });
    expect(namedRange('lastWeek', now, 'UTC')).toEqual({ fromDay: '2026-02-23', toDay: '2026-03-01' });
    expect(namedRange('thisMonth', now, 'UTC')).toEqual({ fromDay: '2026-03-01', toDay: '2026-03-31' });
    expect(namedRange('lastMonth', now, 'UTC')).toEqual({ fromDay: '2026-02-01', toDay: '2026-02-28' });
  });

  it('counts inclusive days', () => {
    expect(dayCount({ fromDay: '2026-02-01', toDay: '2026-02-28' })).toBe(28);
    expect(dayCount({ fromDay: '2026-03-04', toDay: '2026-03-04' })).toBe(1);
  });
});

it('knows a real zone from a typo', () => {
  expect(isKnownTimeZone('America/Sao_Paulo')).toBe(true);
  expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
});

describe('day and hour kept per zone and quarter hour', () => {
  const direct = (ms: number, zone: string) => {
    const at = new TZDate(ms, zone);
    return { day: format(at, 'yyyy-MM-dd'), hour: format(at, "yyyy-MM-dd'T'HH") };
  };
  // New York's fall-back and Lord Howe's half-hour change of offset, Kathmandu's +05:45, and
  // Monrovia's -00:44:30 of 1970 (not a whole number of quarter hours: never kept).
  const windows: [string, string][] = [
    ['America/New_York', '2026-11-01T04:00:00Z'],
    ['Australia/Lord_Howe', '2026-04-04T14:00:00Z'],
    ['Asia/Kathmandu', '2026-03-01T17:00:00Z'],
    ['Africa/Monrovia', '1970-01-01T00:00:00Z'],
  ];
  it.each(windows)('agree with the zone rules every 29 s across a change of offset (%s)', (zone, from) => {
    const start = Date.parse(from);
    for (let ms = start; ms < start + 6 * 3_600_000; ms += 29_007) {
      const expected = direct(ms, zone);
      // Twice: the second answer comes from what the first kept.
      for (let i = 0; i < 2; i++) {
        expect(businessDay(new Date(ms), zone)).toBe(expected.day);
        expect(businessHour(new Date(ms).toISOString(), zone)).toBe(expected.hour);
      }
    }
  });
});

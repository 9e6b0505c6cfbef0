import { describe, expect, it } from 'vitest';
import {
  businessDay,
  businessHour,
  dayCount,
  daysOf,
  namedRange,
  nextPeriod,
  periodOf,
  periodsBetween,
  previousPeriod,
  type BusinessPeriod,
} from './business-periods.ts';

/**
 * The edges of the business calendar that contracts, rebates and reports will cut on: days and
 * hours across daylight-saving changes (both hemispheres), half-hour zones, the 15th/16th, weeks
 * from Monday, and months of 28, 29, 30 and 31 days, each in more than one zone.
 */
const iso = (date: Date) => date.toISOString();
const hours = (period: BusinessPeriod) => (period.end.getTime() - period.start.getTime()) / 3_600_000;
const span = (period: BusinessPeriod) => [period.key, iso(period.start), iso(period.end)];

/** Consecutive periods share their edges: no instant falls between two periods or in two. */
function expectContiguous(periods: BusinessPeriod[]) {
  for (let i = 1; i < periods.length; i++) expect(periods[i]!.start).toEqual(periods[i - 1]!.end);
}

describe('daylight saving', () => {
  const NY = 'America/New_York';

  it('New York springs forward on 2026-03-08: that day lasts 23 hours and has no 02 o’clock', () => {
    const day = periodOf('day', '2026-03-08T12:00:00Z', NY);
    expect(span(day)).toEqual(['2026-03-08', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(hours(day)).toBe(23);
    const night = periodsBetween('hour', new Date('2026-03-08T05:00:00Z'), new Date('2026-03-08T08:00:00Z'), NY);
    expect(night.map((h) => h.key)).toEqual(['2026-03-08T00', '2026-03-08T01', '2026-03-08T03']);
    expectContiguous(night);
  });

  it('New York falls back on 2026-11-01: that day lasts 25 hours, and its repeated 01 o’clock is two hours under one key', () => {
    const day = periodOf('day', '2026-11-01T12:00:00Z', NY);
    expect(span(day)).toEqual(['2026-11-01', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    expect(hours(day)).toBe(25);
    const night = periodsBetween('hour', new Date('2026-11-01T04:00:00Z'), new Date('2026-11-01T08:00:00Z'), NY);
    expect(night.map((h) => h.key)).toEqual(['2026-11-01T00', '2026-11-01T01', '2026-11-01T01', '2026-11-01T02']);
    expect(night.map(hours)).toEqual([1, 1, 1, 1]);
    expectContiguous(night);
    // The hour key is the wall clock: both real hours of 01 o'clock share one hourly roll-up row.
    expect(businessHour('2026-11-01T05:30:00Z', NY)).toBe(businessHour('2026-11-01T06:30:00Z', NY));
  });

  it('days around a change follow each other without gap or overlap, and count as calendar days', () => {
    const days = periodsBetween('day', new Date('2026-10-31T04:00:00Z'), new Date('2026-11-03T05:00:00Z'), NY);
    expect(days.map((d) => [d.key, hours(d)])).toEqual([
      ['2026-10-31', 24],
      ['2026-11-01', 25],
      ['2026-11-02', 24],
    ]);
    expectContiguous(days);
    expect(dayCount({ fromDay: '2026-03-07', toDay: '2026-03-09' })).toBe(3);
    expect(dayCount({ fromDay: '2026-10-31', toDay: '2026-11-02' })).toBe(3);
  });

  it('a week that springs forward lasts 167 hours and still runs Monday to Monday', () => {
    const week = periodOf('week', '2026-03-08T12:00:00Z', NY);
    expect(span(week)).toEqual(['2026-W10', '2026-03-02T05:00:00.000Z', '2026-03-09T04:00:00.000Z']);
    expect(hours(week)).toBe(167);
    expect(daysOf(week, NY)).toEqual({ fromDay: '2026-03-02', toDay: '2026-03-08' });
  });

  it('months and half months that contain a change start and end at local midnight', () => {
    expect(span(periodOf('month', '2026-03-20T12:00:00Z', NY))).toEqual([
      '2026-03',
      '2026-03-01T05:00:00.000Z',
      '2026-04-01T04:00:00.000Z',
    ]);
    expect(span(periodOf('month', '2026-11-20T12:00:00Z', NY))).toEqual([
      '2026-11',
      '2026-11-01T04:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
    ]);
    expect(span(periodOf('semimonth', '2026-03-10T12:00:00Z', NY))).toEqual([
      '2026-03-H1',
      '2026-03-01T05:00:00.000Z',
      '2026-03-16T04:00:00.000Z',
    ]);
  });

  it('the southern hemisphere falls back in April: Sydney’s 2026-04-05 lasts 25 hours', () => {
    const day = periodOf('day', '2026-04-05T06:00:00Z', 'Australia/Sydney');
    expect(span(day)).toEqual(['2026-04-05', '2026-04-04T13:00:00.000Z', '2026-04-05T14:00:00.000Z']);
    expect(hours(day)).toBe(25);
  });
});

describe('zones that change at midnight, and a whole year of every zone kind', () => {
  it('where a zone skips midnight (Santiago, 2024-09-08) that day starts at 01:00 and the next at midnight', () => {
    const days = periodsBetween(
      'day',
      new Date('2024-09-07T04:00:00Z'),
      new Date('2024-09-10T03:00:00Z'),
      'America/Santiago',
    );
    expect(days.map(span)).toEqual([
      ['2024-09-07', '2024-09-07T04:00:00.000Z', '2024-09-08T04:00:00.000Z'],
      ['2024-09-08', '2024-09-08T04:00:00.000Z', '2024-09-09T03:00:00.000Z'],
      ['2024-09-09', '2024-09-09T03:00:00.000Z', '2024-09-10T03:00:00.000Z'],
    ]);
  });

  it('an instant in the repeated hour of a fall-back belongs to the hour that contains it', () => {
    const second = periodOf('hour', '2026-11-01T06:30:00Z', 'America/New_York');
    expect(span(second)).toEqual(['2026-11-01T01', '2026-11-01T06:00:00.000Z', '2026-11-01T07:00:00.000Z']);
  });

  it('over 2026, days, weeks, half months and months in six zones are contiguous, each with its own key', () => {
    const zones = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'America/Santiago', 'Asia/Kolkata', 'UTC'];
    for (const zone of zones)
      for (const kind of ['day', 'week', 'semimonth', 'month'] as const) {
        const periods = periodsBetween(kind, new Date('2026-01-01T12:00:00Z'), new Date('2027-01-01T12:00:00Z'), zone);
        expectContiguous(periods);
        expect(new Set(periods.map((p) => p.key)).size).toBe(periods.length);
        for (const p of periods) expect(periodOf(kind, p.start, zone).key).toBe(p.key);
      }
  });
});

describe('zones off the whole hour', () => {
  it('Kolkata (UTC+5:30) and Kathmandu (UTC+5:45) start their day at 18:30 and 18:15 UTC', () => {
    expect(iso(periodOf('day', '2026-03-01T12:00:00Z', 'Asia/Kolkata').start)).toBe('2026-02-28T18:30:00.000Z');
    expect(iso(periodOf('day', '2026-03-01T12:00:00Z', 'Asia/Kathmandu').start)).toBe('2026-02-28T18:15:00.000Z');
    expect(businessDay('2026-02-28T18:29:59Z', 'Asia/Kolkata')).toBe('2026-02-28');
    expect(businessDay('2026-02-28T18:30:00Z', 'Asia/Kolkata')).toBe('2026-03-01');
    // An hour there runs from :30 to :30 UTC.
    expect(span(periodOf('hour', '2026-03-01T10:00:00Z', 'Asia/Kolkata'))).toEqual([
      '2026-03-01T15',
      '2026-03-01T09:30:00.000Z',
      '2026-03-01T10:30:00.000Z',
    ]);
  });
});

describe('half months: 1st–15th and 16th–month end', () => {
  it('the 15th/16th edge falls at local midnight: São Paulo (UTC−3) and Ho Chi Minh City (UTC+7)', () => {
    const SP = 'America/Sao_Paulo';
    expect(periodOf('semimonth', '2026-03-16T02:59:59Z', SP).key).toBe('2026-03-H1');
    const second = periodOf('semimonth', '2026-03-16T03:00:00Z', SP);
    expect(span(second)).toEqual(['2026-03-H2', '2026-03-16T03:00:00.000Z', '2026-04-01T03:00:00.000Z']);
    const HCM = 'Asia/Ho_Chi_Minh';
    expect(periodOf('semimonth', '2026-03-15T16:59:59Z', HCM).key).toBe('2026-03-H1');
    expect(iso(periodOf('semimonth', '2026-03-15T17:00:00Z', HCM).start)).toBe('2026-03-15T17:00:00.000Z');
  });

  it('the second half ends with its month: the 28th, 29th, 30th or 31st', () => {
    const lastDay = (at: string, zone = 'UTC') => daysOf(periodOf('semimonth', at, zone), zone);
    expect(lastDay('2026-02-20T12:00:00Z')).toEqual({ fromDay: '2026-02-16', toDay: '2026-02-28' });
    expect(lastDay('2028-02-29T12:00:00Z')).toEqual({ fromDay: '2028-02-16', toDay: '2028-02-29' });
    expect(lastDay('2026-04-30T12:00:00Z')).toEqual({ fromDay: '2026-04-16', toDay: '2026-04-30' });
    expect(lastDay('2026-01-31T12:00:00Z')).toEqual({ fromDay: '2026-01-16', toDay: '2026-01-31' });
    expect(lastDay('2026-04-30T20:00:00Z', 'Asia/Ho_Chi_Minh')).toEqual({ fromDay: '2026-05-01', toDay: '2026-05-15' });
  });

  it('a year of half months is 24 contiguous periods, each H1 of 15 days', () => {
    const halves = periodsBetween(
      'semimonth',
      new Date('2026-01-01T03:00:00Z'),
      new Date('2027-01-01T03:00:00Z'),
      'America/Sao_Paulo',
    );
    expect(halves).toHaveLength(24);
    expectContiguous(halves);
    for (const half of halves.filter((h) => h.key.endsWith('H1')))
      expect(dayCount(daysOf(half, 'America/Sao_Paulo'))).toBe(15);
    expect(halves.map((h) => dayCount(daysOf(h, 'America/Sao_Paulo'))).reduce((a, b) => a + b, 0)).toBe(365);
  });
});

describe('weeks start on Monday', () => {
  it('Sunday 23:59 local is the old week, Monday 00:00 local the new one (São Paulo)', () => {
    const SP = 'America/Sao_Paulo';
    expect(periodOf('week', '2026-03-02T02:59:59Z', SP).key).toBe('2026-W09');
    const week = periodOf('week', '2026-03-02T03:00:00Z', SP);
    expect(span(week)).toEqual(['2026-W10', '2026-03-02T03:00:00.000Z', '2026-03-09T03:00:00.000Z']);
    expect(daysOf(week, SP)).toEqual({ fromDay: '2026-03-02', toDay: '2026-03-08' });
  });

  it('a week across a month end and a year end keeps Monday to Sunday', () => {
    expect(daysOf(periodOf('week', '2026-04-01T12:00:00Z', 'UTC'), 'UTC')).toEqual({
      fromDay: '2026-03-30',
      toDay: '2026-04-05',
    });
    const turn = periodOf('week', '2025-12-31T12:00:00Z', 'UTC');
    expect(daysOf(turn, 'UTC')).toEqual({ fromDay: '2025-12-29', toDay: '2026-01-04' });
    expect(turn.key).toBe('2026-W01');
    expect(previousPeriod(turn, 'UTC').key).toBe('2025-W52');
  });
});

describe('months of 28, 29, 30 and 31 days', () => {
  it('each ends on its last day, in UTC and in a zone east and west of it', () => {
    for (const zone of ['UTC', 'America/Sao_Paulo', 'Asia/Ho_Chi_Minh']) {
      const month = (at: string) => daysOf(periodOf('month', at, zone), zone).toDay;
      expect(month('2026-02-10T12:00:00Z')).toBe('2026-02-28');
      expect(month('2028-02-10T12:00:00Z')).toBe('2028-02-29');
      expect(month('2026-04-10T12:00:00Z')).toBe('2026-04-30');
      expect(month('2026-01-10T12:00:00Z')).toBe('2026-01-31');
    }
  });

  it('the last instant of a month in the zone is still that month; the next is the next month', () => {
    const SP = 'America/Sao_Paulo';
    // 2026-05-01T02:59:59Z is 30 April, 23:59:59 in São Paulo.
    expect(periodOf('month', '2026-05-01T02:59:59Z', SP).key).toBe('2026-04');
    expect(periodOf('month', '2026-05-01T03:00:00Z', SP).key).toBe('2026-05');
    const april = periodOf('month', '2026-04-15T12:00:00Z', SP);
    expect(nextPeriod(april, SP).key).toBe('2026-05');
    expect(previousPeriod(april, SP).key).toBe('2026-03');
    expect(dayCount(daysOf(april, SP))).toBe(30);
  });
});

describe('named ranges at the edges', () => {
  it('this month is already the next one where the brand’s day has turned', () => {
    const now = new Date('2026-01-31T18:00:00Z'); // 1 February, 01:00 in Ho Chi Minh City
    expect(namedRange('thisMonth', now, 'UTC')).toEqual({ fromDay: '2026-01-01', toDay: '2026-01-31' });
    expect(namedRange('thisMonth', now, 'Asia/Ho_Chi_Minh')).toEqual({ fromDay: '2026-02-01', toDay: '2026-02-28' });
    expect(namedRange('lastMonth', now, 'Asia/Ho_Chi_Minh')).toEqual({ fromDay: '2026-01-01', toDay: '2026-01-31' });
  });

  it('last month and last week across the year end', () => {
    const now = new Date('2027-01-06T12:00:00Z'); // a Wednesday
    expect(namedRange('lastMonth', now, 'UTC')).toEqual({ fromDay: '2026-12-01', toDay: '2026-12-31' });
    expect(namedRange('lastWeek', now, 'UTC')).toEqual({ fromDay: '2026-12-28', toDay: '2027-01-03' });
  });

  it('today and yesterday on a day that falls back', () => {
    const now = new Date('2026-11-02T04:30:00Z'); // still 1 November (23:30 EST) in New York
    expect(namedRange('today', now, 'America/New_York')).toEqual({ fromDay: '2026-11-01', toDay: '2026-11-01' });
    expect(namedRange('yesterday', now, 'America/New_York')).toEqual({ fromDay: '2026-10-31', toDay: '2026-10-31' });
  });
});

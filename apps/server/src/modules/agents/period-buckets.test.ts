import { describe, expect, it } from 'vitest';
import { bucketsOf } from './period-buckets.ts';

/** Expands signed buckets back to the days they count (+1 each, -1 each), for comparison. */
function countedDays(range: { fromDay: string; toDay: string }, today: string): Map<string, number> {
  const b = bucketsOf(range, today);
  const counts = new Map<string, number>();
  const add = (day: string, n: number) => counts.set(day, (counts.get(day) ?? 0) + n);
  const months = Array.isArray(b.months) ? b.months : [];
  for (const m of months)
    for (let t = Date.parse(`${m}-01T00:00:00Z`); new Date(t).toISOString().startsWith(m); t += 86_400_000)
      add(new Date(t).toISOString().slice(0, 10), 1);
  for (const d of b.plusDays) add(d, 1);
  for (const d of b.minusDays) add(d, -1);
  return new Map([...counts].filter(([, n]) => n !== 0));
}

const days = (from: string, to: string) => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
};

describe('period buckets', () => {
  it('count every day of any range exactly once, whichever way each month is read', () => {
    const ranges = [
      ['2026-11-29', '2026-11-29'],
      ['2026-10-31', '2026-11-29'],
      ['2026-11-01', '2026-11-30'],
      ['2026-11-23', '2026-11-29'],
      ['2026-01-02', '2026-03-30'],
      ['2024-02-10', '2024-03-01'],
      ['2025-12-15', '2026-02-14'],
    ];
    for (const [fromDay, toDay] of ranges)
      for (const today of ['2026-11-29', '2024-02-20', '2030-01-01']) {
        const counted = countedDays({ fromDay: fromDay!, toDay: toDay! }, today);
        expect([...counted.keys()].sort(), `${fromDay}..${toDay} today ${today}`).toEqual(days(fromDay!, toDay!));
        expect([...counted.values()].every((n) => n === 1)).toBe(true);
      }
  });

  it('reads this month, last month and the last 30 days as a month row and a day or two', () => {
    const today = '2026-11-29';
    expect(bucketsOf({ fromDay: '2026-11-01', toDay: '2026-11-30' }, today)).toEqual({
      months: ['2026-11'],
      plusDays: [],
      minusDays: [],
    });
    expect(bucketsOf({ fromDay: '2026-10-31', toDay: '2026-11-29' }, today)).toEqual({
      months: ['2026-11'],
      plusDays: ['2026-10-31'],
      minusDays: ['2026-11-30'],
    });
    expect(bucketsOf({ fromDay: '2026-11-28', toDay: '2026-11-28' }, today).plusDays).toEqual(['2026-11-28']);
  });

  it('names a long run of whole months by its ends', () => {
    expect(bucketsOf({ fromDay: '2000-01-01', toDay: '2999-12-31' }, '2026-11-29').months).toEqual({
      first: '2000-01',
      last: '2999-12',
    });
  });
});

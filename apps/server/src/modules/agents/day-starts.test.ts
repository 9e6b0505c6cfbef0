import { describe, expect, it } from 'vitest';
import { businessDay } from '../play-record/periods.port.ts';
import { countByDay } from './day-starts.ts';

const daysFrom = (first: string, n: number) =>
  Array.from({ length: n }, (_, i) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

describe('counting instants per business day', () => {
  it('puts each instant on the business day its zone gives it, across a daylight-saving change', () => {
    const days = daysFrom('2026-10-28', 10);
    const instants = Array.from({ length: 500 }, (_, i) =>
      new Date(Date.parse('2026-10-28T05:00:00Z') + i * 1_234_567).toISOString(),
    );
    for (const zone of ['UTC', 'America/New_York', 'Asia/Shanghai']) {
      const expected = new Map<string, number>();
      for (const at of instants) {
        const day = businessDay(at, zone);
        if (days.includes(day)) expected.set(day, (expected.get(day) ?? 0) + 1);
      }
      expect(Object.fromEntries(countByDay(instants, days, zone)), zone).toEqual(Object.fromEntries(expected));
    }
  });
});

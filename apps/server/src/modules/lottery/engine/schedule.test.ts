import { describe, expect, it } from 'vitest';
import { LOTTERY_CATALOGUE } from './catalogue.ts';
import { issuesBetween, nextIssues } from './schedule.ts';

const game = (code: string) => LOTTERY_CATALOGUE.find((g) => g.code === code)!;
const iso = (d: Date) => d.toISOString();

describe('issue numbers and times (Vietnam time, UTC+7)', () => {
  it('a 45-second game numbers its draws within the local day and closes 5 s before each draw', () => {
    // 00:00:30Z is 07:00:30 local: 25,230 s into the day, so the next draw is the 561st (07:00:45).
    const [next, after] = nextIssues(game('VNF45S'), new Date('2026-11-22T00:00:30Z'), 2);
    expect(next!.numero).toBe('202611220561');
    expect(iso(next!.drawAt)).toBe('2026-11-22T00:00:45.000Z');
    expect(iso(next!.closesAt)).toBe('2026-11-22T00:00:40.000Z');
    expect(iso(next!.opensAt)).toBe('2026-11-22T00:00:00.000Z');
    expect(after!.numero).toBe('202611220562');
  });

  it('the last 5-minute draw of a day is at local midnight; the next day starts again at 0001', () => {
    const [last, first] = nextIssues(game('VNF5M'), new Date('2026-11-22T16:56:00Z'), 2);
    expect(last!.numero).toBe('202611220288');
    expect(iso(last!.drawAt)).toBe('2026-11-22T17:00:00.000Z');
    expect(first!.numero).toBe('202611230001');
    expect(iso(first!.drawAt)).toBe('2026-11-22T17:05:00.000Z');
  });

  it('a daily game draws at 18:15 local and, after the draw, the next issue is tomorrow', () => {
    const [today] = nextIssues(game('VNMB'), new Date('2026-11-22T09:00:00Z'), 1);
    expect(today).toMatchObject({ numero: '20261122' });
    expect(iso(today!.drawAt)).toBe('2026-11-22T11:15:00.000Z');
    expect(iso(today!.closesAt)).toBe('2026-11-22T11:00:00.000Z');
    const [tomorrow] = nextIssues(game('VNMB'), new Date('2026-11-22T12:00:00Z'), 1);
    expect(tomorrow!.numero).toBe('20261123');
  });

  it('lists the draws a stopped server missed, in order, so none is skipped', () => {
    const missed = issuesBetween(game('VNF1M'), new Date('2026-11-22T10:00:00Z'), new Date('2026-11-22T10:05:00Z'));
    expect(missed.map((s) => s.numero)).toEqual([
      '202611221020', // 17:00 local, drawn exactly at the window's start
      '202611221021',
      '202611221022',
      '202611221023',
      '202611221024',
    ]);
    expect(
      issuesBetween(game('VNF45S'), new Date('2026-11-21T17:00:00Z'), new Date('2026-11-22T17:00:00Z')),
    ).toHaveLength(1920);
  });
});

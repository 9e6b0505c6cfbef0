import { describe, expect, it } from 'vitest';
import {
  addMonths,
  governingExclusion,
  isInForce,
  reopenDecision,
  wouldShorten,
  type Exclusion,
} from './exclusion-rules.ts';
import {
  COOLING_MS,
  decideLimitChange,
  isConfirmable,
  moneyLimitBreach,
  windowStart,
  type Limit,
} from './limit-rules.ts';

const now = new Date('2026-11-28T12:00:00.000Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const loss = (period: Limit['period'], value: bigint): Limit => ({ kind: 'loss', period, value, pending: null });

describe('limit rules', () => {
  it('applies a new or lower limit at once and keeps a raise or removal waiting 24 hours', () => {
    expect(decideLimitChange(undefined, 500n, now)).toEqual({ kind: 'applied', value: 500n });
    expect(decideLimitChange(loss('day', 500n), 300n, now)).toEqual({ kind: 'applied', value: 300n });
    expect(decideLimitChange(loss('day', 500n), 800n, now)).toEqual({
      kind: 'pending',
      value: 800n,
      at: at(COOLING_MS),
    });
    expect(decideLimitChange(loss('day', 500n), null, now)).toEqual({
      kind: 'pending',
      value: null,
      at: at(COOLING_MS),
    });
    expect(decideLimitChange(undefined, null, now)).toEqual({ kind: 'unchanged' });
  });

  it('lets the member confirm a raise from the end of its cooling period, not a millisecond before', () => {
    const limit = { ...loss('day', 500n), pending: { value: 800n, at: at(COOLING_MS) } };
    expect(isConfirmable(limit, at(COOLING_MS - 1))).toBe(false);
    expect(isConfirmable(limit, at(COOLING_MS))).toBe(true);
  });

  it('counts a rolling window of exactly 24 hours, 7 days and 30 days back from now', () => {
    expect(windowStart('day', now)).toEqual(at(-24 * 3_600_000 + 1));
    expect(windowStart('week', now)).toEqual(at(-7 * 24 * 3_600_000 + 1));
    expect(windowStart('month', now)).toEqual(at(-30 * 24 * 3_600_000 + 1));
  });

  it('allows reaching a limit exactly and refuses one unit over; the lowest applicable limit wins', () => {
    const totals = { day: 300n, week: 900n, month: 900n } as const;
    const of = (p: 'day' | 'week' | 'month') => ({ amount: totals[p], first: now });
    const limits = [loss('day', 1000n), loss('week', 1000n)];
    expect(moneyLimitBreach(limits, 'loss', of, 100n)).toBeNull();
    // The weekly limit has 100 left, the daily 700: the weekly one refuses 101.
    expect(moneyLimitBreach(limits, 'loss', of, 101n)).toMatchObject({ period: 'week', limit: 1000n });
    expect(moneyLimitBreach(limits, 'wager', of, 10_000n)).toBeNull();
  });
});

describe('exclusion rules', () => {
  const excl = (kind: Exclusion['kind'], endsAt: Date | null, reopensAt: Date | null = null): Exclusion => ({
    id: 1,
    kind,
    startsAt: now,
    endsAt,
    reopensAt,
  });

  it('keeps a time-out in force until its end and a self-exclusion until 24 hours after the member asked', () => {
    expect(isInForce(excl('timeout', at(1000)), at(999))).toBe(true);
    expect(isInForce(excl('timeout', at(1000)), at(1000))).toBe(false);
    expect(isInForce(excl('self_exclusion', at(1000)), at(10_000_000))).toBe(true);
    expect(isInForce(excl('self_exclusion', at(1000), at(5000)), at(5000))).toBe(false);
  });

  it('never lets a shorter exclusion stand for a longer one, nor a finite one for an indefinite one', () => {
    const sixMonths = excl('self_exclusion', addMonths(now, 6));
    expect(wouldShorten(sixMonths, at(24 * 3_600_000))).toBe(true);
    expect(wouldShorten(sixMonths, addMonths(now, 7))).toBe(false);
    expect(wouldShorten(excl('self_exclusion', null), addMonths(now, 60))).toBe(true);
    expect(wouldShorten(sixMonths, null)).toBe(false);
    expect(governingExclusion([excl('timeout', at(1000)), sixMonths], now)).toBe(sixMonths);
  });

  it('reopens a self-exclusion only after its end, 24 hours after the request; an indefinite one after 6 months', () => {
    const ended = excl('self_exclusion', at(1000));
    expect(reopenDecision(ended, at(999))).toEqual({ notBefore: at(1000) });
    expect(reopenDecision(ended, at(1000))).toEqual({ reopensAt: at(1000 + 24 * 3_600_000) });
    expect(reopenDecision(excl('self_exclusion', null), now)).toEqual({ notBefore: addMonths(now, 6) });
  });
});

import { describe, expect, it } from 'vitest';
import { dueNow, msUntilNext, playedFor, SESSION_OVER_ANSWERED } from './reality-check-schedule';

const MIN = 60_000;
const base = { startedAt: 0, intervalMs: 30 * MIN, sessionEndsAt: null, answered: 0, bets: 3 };

describe('reality-check schedule', () => {
  it('is due at each whole interval of the session, once each', () => {
    expect(dueNow({ ...base, now: 29 * MIN })).toBeNull();
    expect(dueNow({ ...base, now: 30 * MIN })).toEqual({ kind: 'check', index: 1 });
    expect(dueNow({ ...base, now: 45 * MIN, answered: 1 })).toBeNull();
    // A page away for two intervals asks once, for the latest.
    expect(dueNow({ ...base, now: 95 * MIN, answered: 1 })).toEqual({ kind: 'check', index: 3 });
  });

  it('waits for play: a session without a stake is not interrupted', () => {
    expect(dueNow({ ...base, now: 45 * MIN, bets: 0 })).toBeNull();
    expect(dueNow({ ...base, now: 45 * MIN, bets: 1 })).toEqual({ kind: 'check', index: 1 });
  });

  it('ends play at the session limit, before any check, and never without a setting', () => {
    expect(dueNow({ ...base, now: 60 * MIN, sessionEndsAt: 60 * MIN })).toEqual({ kind: 'over' });
    expect(dueNow({ ...base, intervalMs: null, now: 500 * MIN })).toBeNull();
    // Once seen, the end is not asked again (the server refuses stakes anyway).
    expect(dueNow({ ...base, now: 90 * MIN, sessionEndsAt: 60 * MIN, answered: SESSION_OVER_ANSWERED })).toBeNull();
  });

  it('waits for whichever comes first: the next check or the session end', () => {
    expect(msUntilNext({ ...base, now: 10 * MIN })).toBe(20 * MIN);
    expect(msUntilNext({ ...base, now: 10 * MIN, sessionEndsAt: 15 * MIN })).toBe(5 * MIN);
    expect(msUntilNext({ ...base, now: 40 * MIN, answered: 1 })).toBe(20 * MIN);
    expect(msUntilNext({ ...base, intervalMs: null, now: 10 * MIN })).toBeNull();
  });

  it('reads the time played in hours and minutes', () => {
    expect(playedFor(80 * MIN + 59_000)).toEqual({ hours: 1, minutes: 20 });
    expect(playedFor(-5)).toEqual({ hours: 0, minutes: 0 });
  });
});

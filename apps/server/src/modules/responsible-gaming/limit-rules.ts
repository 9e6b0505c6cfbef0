import type { RgLimitKind, RgPeriod } from '@arcadia/contracts';

/*
 * The limit rules (UKGC RTS 12, MGA Player Protection Directive) as plain functions of their
 * inputs and `now`, so a test clock decides every boundary. Nothing here reads the database or
 * the system clock.
 */

export type LimitPeriod = RgPeriod | 'none';
export type Limit = {
  kind: RgLimitKind;
  period: LimitPeriod;
  value: bigint;
  /** A raise (value) or a removal (value null) that the member may confirm from `at`. */
  pending: { value: bigint | null; at: Date } | null;
};

const HOUR = 3_600_000;
/** Rolling windows: 24 hours, 7 days, 30 days. */
export const PERIOD_MS: Record<RgPeriod, number> = { day: 24 * HOUR, week: 7 * 24 * HOUR, month: 30 * 24 * HOUR };
/** A raise or removal waits this long, then needs the member's confirmation. */
export const COOLING_MS = 24 * HOUR;

/** The first instant a rolling window of `period` ending at `now` covers (activity at or after it counts). */
export function windowStart(period: RgPeriod, now: Date): Date {
  return new Date(now.getTime() - PERIOD_MS[period] + 1);
}

/** When activity at `first` leaves the window, freeing room under the limit. */
export function resetsAt(period: RgPeriod, first: Date): Date {
  return new Date(first.getTime() + PERIOD_MS[period]);
}

export type LimitChange =
  | { kind: 'unchanged' }
  /** A new limit or a lower one: safer, so it applies at once (and drops a pending raise). */
  | { kind: 'applied'; value: bigint }
  /** A higher limit or a removal: waits 24 hours, then the member confirms it. */
  | { kind: 'pending'; value: bigint | null; at: Date };

/** What setting a limit to `next` (null: remove) does, given the limit in force. */
export function decideLimitChange(current: Limit | undefined, next: bigint | null, now: Date): LimitChange {
  if (!current) return next === null ? { kind: 'unchanged' } : { kind: 'applied', value: next };
  if (next !== null && next <= current.value) return { kind: 'applied', value: next };
  return { kind: 'pending', value: next, at: new Date(now.getTime() + COOLING_MS) };
}

/** Whether the member may confirm the limit's pending raise or removal now. */
export function isConfirmable(limit: Limit, now: Date): boolean {
  return limit.pending !== null && now.getTime() >= limit.pending.at.getTime();
}

/** Play or deposits in one rolling window: the sum that counts against a limit and its oldest entry. */
export type WindowTotal = { amount: bigint; first: Date | null };

export type LimitBreach = { kind: RgLimitKind; period: LimitPeriod; limit: bigint; resetsAt: Date | null };

/**
 * Of the money limits of `kind`, the one that `adding` would cross, else null. Every period is
 * checked, so the lowest applicable limit wins (a weekly 50 stops a day before a daily 100 would).
 * Reaching a limit exactly is allowed; one minor unit over is not.
 */
export function moneyLimitBreach(
  limits: Limit[],
  kind: 'deposit' | 'loss' | 'wager',
  totals: (period: RgPeriod) => WindowTotal,
  adding: bigint,
): LimitBreach | null {
  let breach: (LimitBreach & { room: bigint }) | null = null;
  for (const limit of limits) {
    if (limit.kind !== kind || limit.period === 'none') continue;
    const total = totals(limit.period);
    const room = limit.value - total.amount;
    if (adding <= room) continue;
    if (breach && breach.room <= room) continue;
    const reset = total.first ? resetsAt(limit.period, total.first) : null;
    breach = { kind, period: limit.period, limit: limit.value, resetsAt: reset, room };
  }
  if (!breach) return null;
  const { room: _room, ...found } = breach;
  return found;
}

/** A single stake above the member's maximum stake. */
export function stakeLimitBreach(limits: Limit[], stake: bigint): LimitBreach | null {
  const limit = limits.find((l) => l.kind === 'stake');
  return limit && stake > limit.value ? { kind: 'stake', period: 'none', limit: limit.value, resetsAt: null } : null;
}

/** The session has lasted the member's session time limit (minutes) since it started. */
export function sessionLimitBreach(limits: Limit[], sessionStart: Date | null, now: Date): LimitBreach | null {
  const limit = limits.find((l) => l.kind === 'session');
  if (!limit || !sessionStart) return null;
  const ends = new Date(sessionStart.getTime() + Number(limit.value) * 60_000);
  return now >= ends ? { kind: 'session', period: 'none', limit: limit.value, resetsAt: null } : null;
}

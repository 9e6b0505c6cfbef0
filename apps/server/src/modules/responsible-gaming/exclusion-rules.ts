/*
 * Time-outs, self-exclusions and operator restrictions as functions of `now`: in force at once,
 * never ended early, and a self-exclusion that ran out reopens only 24 hours after the member asks.
 */

export type ExclusionKind = 'timeout' | 'self_exclusion' | 'operator';
export type Exclusion = {
  id: number;
  kind: ExclusionKind;
  startsAt: Date;
  /** Null: indefinite. */
  endsAt: Date | null;
  reopensAt: Date | null;
};

const DAY = 24 * 3_600_000;
/** After a self-exclusion ends, the account reopens this long after the member's request. */
export const REOPEN_WAIT_MS = DAY;
/** An indefinite self-exclusion may be asked to end after the shortest one (6 months). */
export const INDEFINITE_MINIMUM_MONTHS = 6;

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY);
export function addMonths(at: Date, months: number): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/** When a time-out of `days` ends. */
export const timeOutEnd = (now: Date, days: number) => addDays(now, days);
/** When a self-exclusion of `months` ends (null months: indefinite, null). */
export const selfExclusionEnd = (now: Date, months: number | null) => (months === null ? null : addMonths(now, months));

/** From when the member may ask a self-exclusion to reopen: its end, or 6 months in for an indefinite one. */
export function reopenableFrom(exclusion: Exclusion): Date {
  return exclusion.endsAt ?? addMonths(exclusion.startsAt, INDEFINITE_MINIMUM_MONTHS);
}

/**
 * Whether the exclusion keeps the member out at `now`. A time-out or an operator restriction ends
 * at its end; a self-exclusion stays until 24 hours after the member asked to reopen, however
 * long ago it ran out.
 */
export function isInForce(exclusion: Exclusion, now: Date): boolean {
  if (exclusion.startsAt > now) return false;
  if (exclusion.kind !== 'self_exclusion') return exclusion.endsAt === null || now < exclusion.endsAt;
  return exclusion.reopensAt === null || now < exclusion.reopensAt;
}

/** The exclusion in force that ends last (null end: never), or null. */
export function governingExclusion(exclusions: Exclusion[], now: Date): Exclusion | null {
  const inForce = exclusions.filter((e) => isInForce(e, now));
  const end = (e: Exclusion) =>
    e.endsAt === null ? Infinity : Math.max(e.endsAt.getTime(), e.reopensAt?.getTime() ?? 0);
  return inForce.reduce<Exclusion | null>((last, e) => (last === null || end(e) > end(last) ? e : last), null);
}

/**
 * A new exclusion may not end before the one in force: taking a shorter one would read as
 * shortening it, which neither the member nor an operator may do. Equal or later is fine.
 */
export function wouldShorten(current: Exclusion | null, newEnd: Date | null): boolean {
  if (!current || newEnd === null) return false;
  return current.endsAt === null || newEnd < current.endsAt;
}

/** When a self-exclusion reopens if the member asks at `now`, or the earliest time it may be asked. */
export function reopenDecision(exclusion: Exclusion, now: Date): { reopensAt: Date } | { notBefore: Date } {
  const from = reopenableFrom(exclusion);
  return now < from ? { notBefore: from } : { reopensAt: new Date(now.getTime() + REOPEN_WAIT_MS) };
}

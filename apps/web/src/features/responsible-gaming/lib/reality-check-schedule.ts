/**
 * When the reality check comes: at every whole interval of the session (30 min: at 30, 60, 90…),
 * counted from the session's start on the server's clock, once the member has played in it (a
 * session without a stake is not play: an agent at its centre is not interrupted). `answered` is
 * the last check the member answered in this browser session, so a reload does not ask it again.
 */
export type CheckDue = { kind: 'check'; index: number } | { kind: 'over' } | null;
/** `answered` once the member saw that the session time limit was reached: nothing more is asked. */
export const SESSION_OVER_ANSWERED = Number.MAX_SAFE_INTEGER;

export function dueNow(input: {
  startedAt: number;
  now: number;
  intervalMs: number | null;
  sessionEndsAt: number | null;
  answered: number;
  bets: number;
}): CheckDue {
  const { startedAt, now, intervalMs, sessionEndsAt, answered, bets } = input;
  if (answered >= SESSION_OVER_ANSWERED) return null;
  if (sessionEndsAt !== null && now >= sessionEndsAt) return { kind: 'over' };
  if (!intervalMs || bets === 0) return null;
  const index = Math.floor((now - startedAt) / intervalMs);
  return index > answered ? { kind: 'check', index } : null;
}

/** Milliseconds until the next check or the session's end, whichever comes first (null: none). */
export function msUntilNext(input: {
  startedAt: number;
  now: number;
  intervalMs: number | null;
  sessionEndsAt: number | null;
  answered: number;
}): number | null {
  const { startedAt, now, intervalMs, sessionEndsAt, answered } = input;
  const candidates: number[] = [];
  if (intervalMs) candidates.push(startedAt + (answered + 1) * intervalMs - now);
  if (sessionEndsAt !== null) candidates.push(sessionEndsAt - now);
  const ahead = candidates.filter((ms) => ms > 0);
  return ahead.length ? Math.min(...ahead) : null;
}

/** "1 h 20 min" or "45 min" parts for the dialog. */
export function playedFor(ms: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(ms / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

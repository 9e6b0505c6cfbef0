/** Refreshing last_seen on every request would make each read a write; once a minute is enough. */
const TOUCH_EVERY_MS = 60_000;

/**
 * Where a signed-in session (a member's or an operator's) stands at `now`: `expired` once unused
 * for longer than the idle window, otherwise live, and `touch` when its last-seen time is due to move.
 */
export function sessionIdleness(lastSeenAt: string, idleMinutes: number, now: Date): 'expired' | 'touch' | 'fresh' {
  const idleMs = now.getTime() - Date.parse(lastSeenAt);
  if (idleMs > idleMinutes * 60_000) return 'expired';
  return idleMs > TOUCH_EVERY_MS ? 'touch' : 'fresh';
}

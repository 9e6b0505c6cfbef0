import { setTimeout as sleep } from 'node:timers/promises';
import { isRetryableConflict } from './constraint-errors.ts';

/**
 * How often, and how patiently, work that PostgreSQL aborted as a deadlock victim (40P01) or for a
 * serialisation failure (40001) runs again. The aborted transaction was rolled back whole, so its
 * work may start over; the pause before each new attempt grows (baseMs, doubled each time, at most
 * maxMs) and half of it is random, so the transactions that collided do not collide again in step.
 */
export type ConflictRetry = { attempts: number; baseMs: number; maxMs: number };

export const CONFLICT_RETRY: ConflictRetry = { attempts: 5, baseMs: 10, maxMs: 200 };

/** Runs `attempt`, and again after a deadlock or a serialisation failure, up to `policy.attempts` times in all. */
export async function retryingConflicts<T>(attempt: () => Promise<T>, policy = CONFLICT_RETRY): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= policy.attempts || !isRetryableConflict(error)) throw error;
      await sleep(backoffMs(tried, policy));
    }
  }
}

/** The pause after the `tried`-th failed attempt: half fixed, half random (equal jitter). */
export function backoffMs(tried: number, policy = CONFLICT_RETRY): number {
  const ceiling = Math.min(policy.maxMs, policy.baseMs * 2 ** (tried - 1));
  return ceiling / 2 + Math.random() * (ceiling / 2);
}

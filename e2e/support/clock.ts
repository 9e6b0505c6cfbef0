import type { BrowserContext } from '@playwright/test';
import { currentServer } from './server.ts';

/**
 * The e2e server's wall clock (TEST_CLOCK=on: apps/server/src/lib/test-clock.ts), which journeys
 * move forward to reach a lottery draw or the end of a business day without waiting for it. Moving
 * it moves every visitor's time, so the journeys that do run on a server of their own, one at a
 * time (the `desktop-light clock` and `days` projects on `clock` in playwright.config.ts; server.ts
 * picks the server a worker drives).
 */

type ClockState = { now: string; offsetMs: number };

async function clockCall(init?: RequestInit): Promise<ClockState> {
  const response = await fetch(`${currentServer().url}/__test/clock`, init);
  if (!response.ok) throw new Error(`test clock: ${response.status} ${await response.text()}`);
  return (await response.json()) as ClockState;
}

/** How far the server's clock runs ahead of the real one (0 until a journey moves it). */
export async function serverClockOffset(): Promise<number> {
  return (await clockCall()).offsetMs;
}

/** The server's time now. */
export async function serverNow(): Promise<Date> {
  return new Date((await clockCall()).now);
}

/**
 * A browser context on the server's clock: its pages' Date and timers start at the server's time
 * and flow from there (countdowns, "today" in date filters), until moveServerClock moves both.
 * Before the context's first page.
 */
export async function followServerClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: await serverNow() });
}

/**
 * Moves the server's clock forward (by a duration or to an instant) and the given browser contexts
 * with it, firing their due timers once as time passing would; answers the server's new time.
 */
export async function moveServerClock(
  move: { advanceMs: number } | { to: Date },
  ...contexts: BrowserContext[]
): Promise<Date> {
  const before = await serverClockOffset();
  const body = 'to' in move ? { to: move.to.toISOString() } : move;
  const after = await clockCall({
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  for (const context of contexts) await context.clock.fastForward(after.offsetMs - before);
  return new Date(after.now);
}

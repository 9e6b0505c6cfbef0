/**
 * A wall clock that browser journeys can move forward, so that a journey ends a business day or
 * reaches a lottery draw without waiting for it. Only with TEST_CLOCK=on, which the configuration
 * refuses outside NODE_ENV=test.
 *
 * It replaces the process's `Date` with one that runs `offsetMs` ahead of the real clock: every
 * `Date.now()` and `new Date()` of the server (use cases, the job runner's slots, sessions) reads
 * the same moved time, so the product behaves as it would after the time had really passed (the
 * job runner catches up on missed slots as it does after a stop). Timers and `performance.now()`
 * keep real time. The offset only grows: time never runs backwards under a ledger.
 */
const RealDate = globalThis.Date;
let offsetMs = 0;
let installed = false;

class ShiftedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offsetMs);
    else super(...(args as [string | number | Date]));
  }

  static override now(): number {
    return RealDate.now() + offsetMs;
  }

  // Dates made before the swap (or by code that kept the real constructor) are still dates.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return value instanceof RealDate;
  }
}

/** Puts the movable clock in place of `Date` (once per process). */
export function installTestClock(): void {
  if (installed) return;
  installed = true;
  globalThis.Date = ShiftedDate as DateConstructor;
}

export function testClockOffset(): number {
  return offsetMs;
}

/** Moves the clock forward by `ms` (never back: a smaller offset is refused); answers the new offset. */
export function setTestClockOffset(next: number): number {
  if (!installed) throw new Error('the test clock is not installed');
  if (!Number.isInteger(next) || next < offsetMs) throw new RangeError('the test clock only moves forward');
  offsetMs = next;
  return offsetMs;
}

/** Tests only: puts the real `Date` back and the offset to zero. */
export function uninstallTestClock(): void {
  globalThis.Date = RealDate;
  offsetMs = 0;
  installed = false;
}

/**
 * How a Crash round's multiplier grows while it flies: m(t) = floor(100 · e^(k·t)) / 100 for t
 * milliseconds since take-off (bustabit's curve; k is configuration: 0.00006 there, 2× in about
 * 11.5 s). The curve only sets *when* a multiplier is reached; the crash point itself comes from
 * the hash chain alone. Server and page use these same two functions, so the number a player sees
 * is the number they are paid at.
 */
export const DEFAULT_CRASH_GROWTH_PER_MS = 0.00015;

/** The multiplier in hundredths after `elapsedMs` of flight (100 = 1.00×). */
export function crashMultiplier100At(elapsedMs: number, growthPerMs: number = DEFAULT_CRASH_GROWTH_PER_MS): number {
  if (elapsedMs <= 0) return 100;
  return Math.max(100, Math.floor(100 * Math.exp(growthPerMs * elapsedMs) + 1e-9));
}

/** The first whole millisecond of flight at which the multiplier shows `multiplier100` or more. */
export function crashElapsedMsFor(multiplier100: number, growthPerMs: number = DEFAULT_CRASH_GROWTH_PER_MS): number {
  if (multiplier100 <= 100) return 0;
  let ms = Math.max(0, Math.floor(Math.log(multiplier100 / 100) / growthPerMs) - 1);
  // The logarithm lands within a millisecond or two; step to the exact first one.
  while (crashMultiplier100At(ms, growthPerMs) >= multiplier100 && ms > 0) ms--;
  while (crashMultiplier100At(ms, growthPerMs) < multiplier100) ms++;
  return ms;
}

import { describe, expect, it } from 'vitest';
import { crashElapsedMsFor, crashMultiplier100At } from './crash-curve.ts';

describe('the Crash flight curve', () => {
  it('starts at 1.00× and reaches 2.00× after ln 2 / k milliseconds', () => {
    expect(crashMultiplier100At(0)).toBe(100);
    expect(crashMultiplier100At(-5)).toBe(100);
    const k = 0.00006;
    expect(crashElapsedMsFor(200, k)).toBe(Math.ceil(Math.log(2) / k));
  });

  it('crashElapsedMsFor is the first millisecond at which the multiplier is shown, for every point', () => {
    for (const k of [0.00006, 0.00015, 0.002]) {
      for (let m = 100; m < 5000; m += 7) {
        const ms = crashElapsedMsFor(m, k);
        expect(crashMultiplier100At(ms, k)).toBeGreaterThanOrEqual(m);
        if (ms > 0) expect(crashMultiplier100At(ms - 1, k)).toBeLessThan(m);
      }
    }
  });
});

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CRASH_SCHEMES,
  crashChain,
  crashExactRtp,
  crashPointFromBits,
  crashSteps,
  fairConfig,
  type CrashScheme,
} from '../src/index.ts';
import { firstReached } from './byte-values.ts';

const PUBLISHED_RTP = 0.99;
const R_VALUES = 2 ** 52;

/** Every cash-out to 10×, then every 1 % step up to the cap, and the cap. */
function cashOutTargets(): number[] {
  const targets = Array.from({ length: 900 }, (_, i) => 101 + i);
  for (let target = 1_001; target < fairConfig.crash.maxMultiplier100; target = Math.ceil(target * 1.01))
    targets.push(target);
  targets.push(fairConfig.crash.maxMultiplier100);
  return targets;
}

/**
 * How many of the 2⁵² values of a round's leading HMAC bits reach `target100`, through the real
 * point: it never falls as r grows, so the reaching values are one top range.
 */
function reachingValues(target100: number, scheme: CrashScheme): number {
  return R_VALUES - firstReached((r) => crashPointFromBits(BigInt(r), scheme) >= target100, 0, R_VALUES);
}

/** The closed form at the published 1 % edge: crash ≥ t ⟺ 2⁵² − r ≤ floor(99 × 2⁵² / t). */
function closedFormReaching(target100: number): number {
  const reaching = (9_900n * BigInt(R_VALUES)) / (100n * BigInt(target100));
  return Number(reaching > BigInt(R_VALUES) ? BigInt(R_VALUES) : reaching);
}

describe('Crash RTP, exact over all 2⁵² values of the leading HMAC bits', () => {
  it('the legacy scheme’s integer point returns exactly the closed-form RTP at every cash-out', () => {
    for (const target of cashOutTargets()) {
      const reaching = reachingValues(target, CRASH_SCHEMES.legacy);
      expect(reaching).toBe(closedFormReaching(target));
      const rtp = (reaching / R_VALUES) * (target / 100);
      expect(rtp).toBe(crashExactRtp(target));
      expect(rtp).toBeLessThanOrEqual(PUBLISHED_RTP + 1e-12);
      expect(rtp).toBeGreaterThan(PUBLISHED_RTP - target / 100 / R_VALUES - 1e-12);
    }
  });

  // bustabit's point is one double division. Near a target t (in hundredths) its exact quotient moves
  // by about t² / (99 × 2⁵²) from one r to the next, more than the half unit in the last place (at
  // most t × 2⁻⁵³) that rounding can lift it by once t > 49.5, so at most one r per target reaches
  // it only through rounding.
  it('bustabit’s double-precision point returns the closed-form RTP to within one value of r', () => {
    for (const target of cashOutTargets()) {
      const reaching = reachingValues(target, CRASH_SCHEMES.bustabit);
      // Rounding never takes a quotient at or above the integer t below it: only up.
      expect([0, 1]).toContain(reaching - closedFormReaching(target));
      const rtp = (reaching / R_VALUES) * (target / 100);
      expect(Math.abs(rtp - crashExactRtp(target))).toBeLessThanOrEqual(target / 100 / R_VALUES + 1e-12);
      expect(rtp).toBeLessThanOrEqual(PUBLISHED_RTP + target / 100 / R_VALUES + 1e-12);
      expect(rtp).toBeGreaterThan(PUBLISHED_RTP - (2 * target) / 100 / R_VALUES - 1e-12);
    }
  });

  it('a round busts at 1.00× for 1 − 0.99/1.01 ≈ 1.98 % of the values of r', () => {
    const instantBusts = 1 - reachingValues(101, CRASH_SCHEMES.bustabit) / R_VALUES;
    expect(Math.abs(instantBusts - (1 - 0.99 / 1.01))).toBeLessThan(2 / R_VALUES + 1e-15);
    expect(crashPointFromBits(0n)).toBe(100);
    expect(crashPointFromBits(BigInt(R_VALUES - 1))).toBe(fairConfig.crash.maxMultiplier100);
  });

  // The link before: the round's r is the first 52 bits of the HMAC the scheme names, checked
  // against node:crypto, and the point is the one crashPointFromBits gives for that r.
  it('a chain round’s point is the point of the first 52 bits of its HMAC', () => {
    const salt = 'rtp-salt';
    const chain = crashChain('9c4e7a1f0b3d6e8a2c5f7b9d1e4a6c8f0b2d5e7a9c1f3b6d8e0a2c4f6b9d1e3a', 200);
    for (const hash of chain) {
      const bustabit = createHmac('sha256', salt).update(Buffer.from(hash, 'hex')).digest('hex');
      const legacy = createHmac('sha256', hash).update(salt).digest('hex');
      for (const [scheme, hmac] of [
        [CRASH_SCHEMES.bustabit, bustabit],
        [CRASH_SCHEMES.legacy, legacy],
      ] as const) {
        const steps = crashSteps(hash, salt, scheme);
        const r = BigInt(`0x${hmac.slice(0, 13)}`);
        expect(steps.r52).toBe(r.toString());
        expect(steps.crash100).toBe(crashPointFromBits(r, scheme));
      }
    }
  });
});

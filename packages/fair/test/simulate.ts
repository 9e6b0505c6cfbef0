import { expect } from 'vitest';
import { roundFloatSource } from '../src/index.ts';

/**
 * RTP by simulation. Each round's payout (in multiples of the stake) comes from the real derivation
 * (HMAC bytes → floats → game) with a fixed server seed and nonces 0 … n−1, so a run is reproducible.
 * The measured mean must lie within 5 standard errors of the exact RTP: 5 × s / √n, s the sample
 * standard deviation of the per-round payout. A correct game misses that about once in 1.7 million
 * runs; a game off by more than the tolerance fails, and the tolerance itself is bounded per game
 * so a wild variance cannot hide a wrong mean.
 */
export const SIMULATED_ROUNDS = 1_000_000;
const SIGMAS = 5;

export interface Measurement {
  rounds: number;
  mean: number;
  tolerance: number;
}

export const floatsFor = roundFloatSource('6b1f0d9e3c7a5b2e8f4d1c6a9e0b3f7d2c5a8e1b4f9d0c3a6e2b7f5d8c1a4e90');

export function simulate(rounds: number, payoutOf: (nonce: number) => number): Measurement {
  let sum = 0;
  let squares = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const payout = payoutOf(nonce);
    sum += payout;
    squares += payout * payout;
  }
  const mean = sum / rounds;
  const variance = (squares - rounds * mean * mean) / (rounds - 1);
  return { rounds, mean, tolerance: (SIGMAS * Math.sqrt(variance)) / Math.sqrt(rounds) };
}

export function expectWithinTolerance(measured: Measurement, exact: number, maxTolerance: number): void {
  expect(measured.rounds).toBeGreaterThanOrEqual(SIMULATED_ROUNDS);
  expect(measured.tolerance).toBeLessThan(maxTolerance);
  expect(Math.abs(measured.mean - exact)).toBeLessThanOrEqual(measured.tolerance);
}

/**
 * A million rounds cycling through `bets` (nonce n plays bet n mod length) return the mean of their
 * exact RTPs; `multiplier4` is what one round pays, in ten-thousandths of the stake.
 */
export function expectRotationRtp<B>(
  bets: B[],
  multiplier4: (bet: B, nonce: number) => number,
  exactRtp: (bet: B) => number,
  maxTolerance: number,
): void {
  const measured = simulate(SIMULATED_ROUNDS, (nonce) => multiplier4(bets[nonce % bets.length]!, nonce) / 10_000);
  const exact = bets.reduce((sum, bet) => sum + exactRtp(bet), 0) / bets.length;
  expectWithinTolerance(measured, exact, maxTolerance);
}

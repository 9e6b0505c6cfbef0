import { describe, expect, it } from 'vitest';
import {
  diceExactRtp,
  diceOutcome,
  diceRoll,
  fairConfig,
  LIMBO_MIN_TARGET100,
  limboExactRtp,
  limboOutcome,
  limboResult100,
  type DiceBet,
} from '../src/index.ts';
import { BYTE_VALUES, byteValueCounts, expectEvenCounts, firstReached, floatOfBytes } from './byte-values.ts';

/** The published return: 99 %, whatever the configuration says, so a changed edge fails here. */
const PUBLISHED_RTP = 0.99;
const ROLLS = 10_001;

/** Every winning chance from 1 % to 98 % in both directions. */
const everyDiceBet: DiceBet[] = Array.from({ length: 9_701 }, (_, i) => [
  { target100: 100 + i, direction: 'under' } as const,
  { target100: 10_000 - (100 + i), direction: 'over' } as const,
]).flat();

describe('Dice RTP, exact over all 2³² byte values', () => {
  let counted: number[] | undefined;
  const rollCounts = () => (counted ??= byteValueCounts((float) => diceRoll([float]), ROLLS));

  it('every roll 0.00 … 100.00 comes from ⌊2³²/10001⌋ or ⌈2³²/10001⌉ byte values', () => {
    expectEvenCounts(rollCounts());
  });

  it('Dice pays (1 − edge) × 10000/10001 at every target, less rounding to 4 places', () => {
    const rtps = everyDiceBet.map((bet) => diceExactRtp(bet));
    expect(Math.max(...rtps)).toBeLessThanOrEqual((PUBLISHED_RTP * 10_000) / ROLLS + 1e-12);
    expect(Math.min(...rtps)).toBeGreaterThan((PUBLISHED_RTP * 10_000) / ROLLS - 1e-4);
  });

  // Each roll's byte-value count through the real diceOutcome: what a player is paid on average,
  // exactly, for one bet in 25 (every roll of each, so a wrong comparison at the target shows).
  it('bytes → roll → win → multiplier return the exact RTP, off by no more than the byte counts allow', () => {
    for (const bet of everyDiceBet.filter((_, index) => index % 25 === 0 || index >= everyDiceBet.length - 2)) {
      let paid = 0;
      let winningRolls = 0;
      rollCounts().forEach((count, roll) => {
        const { win, multiplier4 } = diceOutcome(bet, roll);
        if (win) winningRolls++;
        paid += count * multiplier4;
      });
      const rtp = paid / 10_000 / BYTE_VALUES;
      // Each winning roll's count is within one byte value of 2³²/10001.
      const multiplier = diceOutcome(bet, bet.direction === 'under' ? 0 : 10_000).multiplier4 / 10_000;
      const unevenness = (winningRolls * multiplier) / BYTE_VALUES;
      expect(Math.abs(rtp - diceExactRtp(bet))).toBeLessThanOrEqual(unevenness);
      expect(rtp).toBeLessThanOrEqual((PUBLISHED_RTP * 10_000) / ROLLS + unevenness);
      expect(rtp).toBeGreaterThan((PUBLISHED_RTP * 10_000) / ROLLS - 1e-4 - unevenness);
    }
  });
});

/** Every target to 100×, then every 1 % step of the target up to the cap, and the cap. */
function limboTargets(): number[] {
  const targets = Array.from({ length: 10_000 - LIMBO_MIN_TARGET100 + 1 }, (_, i) => LIMBO_MIN_TARGET100 + i);
  for (let target = 10_000; target < fairConfig.limbo.maxMultiplier100; target = Math.ceil(target * 1.01))
    targets.push(target);
  targets.push(fairConfig.limbo.maxMultiplier100);
  return targets;
}

describe('Limbo RTP, exact over all 2³² byte values', () => {
  it('bytes → result → win → multiplier return the exact RTP of 99 % at every target', () => {
    for (const target of limboTargets()) {
      const wins = (k: number) => limboOutcome(target, limboResult100([floatOfBytes(k)])).win;
      // The result never falls as the float grows, so the winning byte values are one top range.
      const winning = BYTE_VALUES - firstReached(wins);
      const rtp = (winning / BYTE_VALUES) * (limboOutcome(target, target).multiplier4 / 10_000);
      expect(rtp).toBe(limboExactRtp(target));
      // floor() of the winning count loses less than one byte value's worth of the payout.
      expect(rtp).toBeLessThanOrEqual(PUBLISHED_RTP + 1e-12);
      expect(rtp).toBeGreaterThan(PUBLISHED_RTP - target / 100 / BYTE_VALUES - 1e-12);
    }
  });

  it('the lowest byte values draw 1.00× and the highest the cap', () => {
    expect(limboResult100([floatOfBytes(0)])).toBe(100);
    expect(limboResult100([floatOfBytes(BYTE_VALUES - 1)])).toBe(fairConfig.limbo.maxMultiplier100);
  });
});

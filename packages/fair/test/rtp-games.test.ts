import { describe, expect, it } from 'vitest';
import {
  crashChain,
  crashExactRtp,
  crashPoint100,
  diceExactRtp,
  diceOutcome,
  diceRoll,
  fairConfig,
  limboExactRtp,
  limboOutcome,
  limboResult100,
  slotExactRtp,
  slotOutcome,
  slotStops,
  type DiceBet,
} from '../src/index.ts';
import { expectRotationRtp, expectWithinTolerance, floatsFor, simulate, SIMULATED_ROUNDS } from './simulate.ts';

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

describe('RTP of Dice, Limbo, Crash and the slot', () => {
  it('Dice pays (1 − edge) × 10000/10001 at every target, less rounding to 4 places', () => {
    for (let chance = 100; chance <= 9800; chance++) {
      for (const bet of [
        { target100: chance, direction: 'under' },
        { target100: 10_000 - chance, direction: 'over' },
      ] as DiceBet[]) {
        const rtp = diceExactRtp(bet);
        expect(rtp).toBeLessThanOrEqual((0.99 * 10_000) / 10_001 + 1e-12);
        expect(rtp).toBeGreaterThan((0.99 * 10_000) / 10_001 - 1e-4);
      }
    }
  });

  it('a million Dice rounds over four targets return the exact RTP', () => {
    const bets: DiceBet[] = [
      { target100: 5000, direction: 'under' },
      { target100: 9000, direction: 'over' },
      { target100: 200, direction: 'under' },
      { target100: 2500, direction: 'over' },
    ];
    const multiplier4 = (bet: DiceBet, nonce: number) =>
      diceOutcome(bet, diceRoll(floatsFor('dice', nonce, 1))).multiplier4;
    expectRotationRtp(bets, multiplier4, diceExactRtp, 0.05);
  });

  it('a million Limbo rounds over three targets return the exact RTP of 99 %', () => {
    const targets = [110, 200, 500];
    for (const target of targets)
      expect(limboExactRtp(target)).toBeCloseTo(1 - fairConfig.limbo.houseEdgeBp / 10_000, 8);
    const multiplier4 = (target: number, nonce: number) =>
      limboOutcome(target, limboResult100(floatsFor('limbo', nonce, 1))).multiplier4;
    expectRotationRtp(targets, multiplier4, limboExactRtp, 0.02);
  });

  it('a million Crash rounds from one hash chain return the exact RTP for cash-outs at 1.5×, 2× and 5×', () => {
    const targets = [150, 200, 500];
    // bustabit's scheme, the one every new chain plays (seed: 32 bytes as hex).
    const chain = crashChain('9c4e7a1f0b3d6e8a2c5f7b9d1e4a6c8f0b2d5e7a9c1f3b6d8e0a2c4f6b9d1e3a', SIMULATED_ROUNDS);
    let instantBusts = 0;
    const measured = simulate(SIMULATED_ROUNDS, (round) => {
      const crash = crashPoint100(chain[round]!, 'rtp-salt');
      if (crash === 100) instantBusts++;
      const target = targets[round % targets.length]!;
      return crash >= target ? target / 100 : 0;
    });
    expectWithinTolerance(measured, mean(targets.map((target) => crashExactRtp(target))), 0.02);
    // A round busts at 1.00× when (100 − edge) / (1 − X) < 101, i.e. X < 1 − 0.99 / 1.01 ≈ 1.98 %
    // of rounds; sd ≈ 140 rounds, allow 5σ.
    expect(Math.abs(instantBusts - SIMULATED_ROUNDS * (1 - 0.99 / 1.01))).toBeLessThan(700);
  });

  it('the slot strips give the published RTP exactly and a million spins agree', () => {
    const exact = slotExactRtp();
    expect(exact.total).toBeCloseTo(fairConfig.slot.publishedRtp, 6);
    const measured = simulate(
      SIMULATED_ROUNDS,
      (nonce) => slotOutcome(slotStops(floatsFor('slot', nonce, 5))).multiplier4 / 10_000,
    );
    expectWithinTolerance(measured, exact.total, 0.05);
  });
});

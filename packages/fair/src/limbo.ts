import { fairConfig } from './config.ts';
import { floorDiv, roundFloats, type RoundSeeds } from './rounds.ts';

export interface LimboResult {
  /** The drawn multiplier in hundredths (1.00 … the configured cap). */
  result100: number;
  win: boolean;
  /** The payout multiplier in ten-thousandths: the target when it is reached, else 0. */
  multiplier4: number;
}

export const LIMBO_MIN_TARGET100 = 101;
const TWO_32 = 0x1_0000_0000;

/**
 * result = floor((1 − edge) / (1 − float0) × 100) / 100, at least 1.00 and at most the cap. With
 * float0 = k / 2³² this is the integer floor((10000 − edgeBp) × 2³² / (100 × (2³² − k))), computed
 * exactly, so P(result ≥ t) = (1 − edge) / t up to one part in 2³².
 */
export function limboResult100(floats: readonly number[], houseEdgeBp: number = fairConfig.limbo.houseEdgeBp): number {
  const k = Math.round(floats[0]! * TWO_32);
  const raw = floorDiv((10_000 - houseEdgeBp) * TWO_32, 100 * (TWO_32 - k));
  return Math.min(fairConfig.limbo.maxMultiplier100, Math.max(100, raw));
}

export function isValidLimboTarget(target100: number): boolean {
  return (
    Number.isInteger(target100) && target100 >= LIMBO_MIN_TARGET100 && target100 <= fairConfig.limbo.maxMultiplier100
  );
}

export function limboOutcome(target100: number, result100: number): LimboResult {
  const win = result100 >= target100;
  return { result100, win, multiplier4: win ? target100 * 100 : 0 };
}

export function playLimbo(seeds: RoundSeeds, target100: number, houseEdgeBp?: number): LimboResult {
  return limboOutcome(target100, limboResult100(roundFloats(seeds, 1), houseEdgeBp));
}

/** Exact RTP of a Limbo target: (2³² − k) ≤ floor(A / (100 t)) counts the winning k of 2³². */
export function limboExactRtp(target100: number, houseEdgeBp: number = fairConfig.limbo.houseEdgeBp): number {
  const winning = Math.min(TWO_32, floorDiv((10_000 - houseEdgeBp) * TWO_32, 100 * target100));
  return (winning / TWO_32) * (target100 / 100);
}

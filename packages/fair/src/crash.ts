import { fairConfig } from './config.ts';
import { hmacSha256, sha256Hex, toHex, utf8 } from './sha256.ts';

/**
 * Crash follows bustabit's public hash chain: hashes are generated ahead by repeated SHA-256 (of the
 * previous hash's hex text) and played in reverse, so each round's hash hashes to the round before
 * it and the chain's terminating hash, published before round one, pins every future result.
 */
const TWO_52 = 2n ** 52n;

export interface CrashSteps {
  /** HMAC-SHA256(key = round hash, message = salt), hex. */
  hmacHex: string;
  /** The first 52 bits of that HMAC as an integer r. */
  r52: string;
  crash100: number;
}

/** crash = max(1, floor((100 − edge %) × 2⁵² / (2⁵² − r)) / 100), capped; exact in integers. */
export function crashSteps(
  roundHash: string,
  salt: string,
  houseEdgeBp: number = fairConfig.crash.houseEdgeBp,
): CrashSteps {
  const hmacHex = toHex(hmacSha256(utf8(roundHash), utf8(salt)));
  const r = BigInt(`0x${hmacHex.slice(0, 13)}`);
  const raw = Number((BigInt(10_000 - houseEdgeBp) * TWO_52) / (100n * (TWO_52 - r)));
  return { hmacHex, r52: r.toString(), crash100: Math.min(fairConfig.crash.maxMultiplier100, Math.max(100, raw)) };
}

export function crashPoint100(roundHash: string, salt: string, houseEdgeBp?: number): number {
  return crashSteps(roundHash, salt, houseEdgeBp).crash100;
}

/** The hash of the round before: SHA-256 of this round's hash as hex text. */
export function previousRoundHash(roundHash: string): string {
  return sha256Hex(roundHash);
}

/**
 * A chain of `length` round hashes from a secret seed, in play order: element 0 is played first.
 * The terminating hash to publish is previousRoundHash(chain[0]).
 */
export function crashChain(seed: string, length: number): string[] {
  const generated: string[] = [];
  let hash = seed;
  for (let i = 0; i < length; i++) {
    hash = sha256Hex(hash);
    generated.push(hash);
  }
  return generated.reverse();
}

/** Exact RTP of cashing out at `target100`: P(crash ≥ target) × target. */
export function crashExactRtp(target100: number, houseEdgeBp: number = fairConfig.crash.houseEdgeBp): number {
  // crash ≥ t ⟺ 2⁵² − r ≤ floor(A·2⁵² / (100 t)), with 2⁵² − r uniform on 1 … 2⁵².
  const winning = (BigInt(10_000 - houseEdgeBp) * TWO_52) / (100n * BigInt(target100));
  const capped = winning > TWO_52 ? TWO_52 : winning;
  return (Number(capped) / 2 ** 52) * (target100 / 100);
}

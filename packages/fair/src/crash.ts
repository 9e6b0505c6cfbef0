import { fairConfig } from './config.ts';
import { hexBytes, hmacSha256, hmacSha256Keyed, sha256, sha256Hex, toHex, utf8 } from './sha256.ts';

/**
 * Crash plays a public hash chain: hashes generated ahead by repeated SHA-256 and played in
 * reverse, so each round's hash hashes to the round before it and the chain's terminating hash,
 * published before round one, pins every future result.
 *
 * Each chain records which derivation it plays (its scheme), because rounds already played must
 * keep verifying:
 *  - scheme 2, `bustabit` (every new chain): exactly bustabit's verifier — the round's point is
 *    HMAC-SHA256(key = salt as UTF-8 text, message = the round hash's 32 raw bytes), its first 52
 *    bits r, crash = max(1, floor(99 / (1 − r/2⁵²)) / 100) in double precision; the chain links by
 *    SHA-256 of the previous hash's 32 raw bytes.
 *  - scheme 1, `legacy` (chains made before): HMAC-SHA256(key = round hash as hex text,
 *    message = salt), the point in exact integers, links by SHA-256 of the hash's hex text.
 * Both cap the point at fairConfig.crash.maxMultiplier100 (1,000,000×), a bound bustabit lacks:
 * a round above it (about one in a million) shows the cap here and the raw value there.
 */
export const CRASH_SCHEMES = { legacy: 1, bustabit: 2 } as const;
export type CrashScheme = (typeof CRASH_SCHEMES)[keyof typeof CRASH_SCHEMES];
export const CURRENT_CRASH_SCHEME: CrashScheme = CRASH_SCHEMES.bustabit;

const TWO_52 = 2n ** 52n;

export interface CrashSteps {
  scheme: CrashScheme;
  /** The HMAC the point comes from, hex (key and message as the scheme says). */
  hmacHex: string;
  /** The first 52 bits of that HMAC as an integer r. */
  r52: string;
  crash100: number;
}

export function isCrashScheme(value: number): value is CrashScheme {
  return value === CRASH_SCHEMES.legacy || value === CRASH_SCHEMES.bustabit;
}

/** bustabit's HMAC keyed by one salt, kept: a chain's rounds all share their salt. */
let keyedBySalt: { salt: string; hmac: (message: Uint8Array) => Uint8Array } | null = null;
function saltHmac(salt: string, message: Uint8Array): Uint8Array {
  if (keyedBySalt?.salt !== salt) keyedBySalt = { salt, hmac: hmacSha256Keyed(utf8(salt)) };
  return keyedBySalt.hmac(message);
}

export function crashSteps(
  roundHash: string,
  salt: string,
  scheme: CrashScheme = CURRENT_CRASH_SCHEME,
  houseEdgeBp: number = fairConfig.crash.houseEdgeBp,
): CrashSteps {
  const hmacHex =
    scheme === CRASH_SCHEMES.bustabit
      ? toHex(saltHmac(salt, hexBytes(roundHash)))
      : toHex(hmacSha256(utf8(roundHash), utf8(salt)));
  const r = BigInt(`0x${hmacHex.slice(0, 13)}`);
  return { scheme, hmacHex, r52: r.toString(), crash100: crashPointFromBits(r, scheme, houseEdgeBp) };
}

/**
 * The point (in hundredths) that the first 52 bits r of a round's HMAC give. Apart from
 * crashSteps so the RTP tests can count, over all 2⁵² values of r, how many reach a target.
 */
export function crashPointFromBits(
  r: bigint,
  scheme: CrashScheme = CURRENT_CRASH_SCHEME,
  houseEdgeBp: number = fairConfig.crash.houseEdgeBp,
): number {
  const raw =
    scheme === CRASH_SCHEMES.bustabit
      ? // bustabit's own arithmetic (99 / (1 − X) at a 1 % edge), so its verifier agrees to the last case.
        Math.floor((10_000 - houseEdgeBp) / 100 / (1 - Number(r) / 2 ** 52))
      : // crash = floor((100 − edge %) × 2⁵² / (2⁵² − r)) / 100, exact in integers.
        Number((BigInt(10_000 - houseEdgeBp) * TWO_52) / (100n * (TWO_52 - r)));
  return Math.min(fairConfig.crash.maxMultiplier100, Math.max(100, raw));
}

export function crashPoint100(roundHash: string, salt: string, scheme?: CrashScheme, houseEdgeBp?: number): number {
  return crashSteps(roundHash, salt, scheme, houseEdgeBp).crash100;
}

/** The hash of the round before: SHA-256 of this round's hash (raw bytes, or hex text for legacy). */
export function previousRoundHash(roundHash: string, scheme: CrashScheme = CURRENT_CRASH_SCHEME): string {
  return scheme === CRASH_SCHEMES.bustabit ? toHex(sha256(hexBytes(roundHash))) : sha256Hex(roundHash);
}

/**
 * Hashes a round hash `steps` times: a round `steps − 1` rounds after its chain's first round
 * reaches the chain's published terminating hash.
 */
export function walkChain(roundHash: string, steps: number, scheme: CrashScheme = CURRENT_CRASH_SCHEME): string {
  if (scheme === CRASH_SCHEMES.legacy) {
    let hash = roundHash;
    for (let i = 0; i < steps; i++) hash = sha256Hex(hash);
    return hash;
  }
  let bytes = hexBytes(roundHash);
  for (let i = 0; i < steps; i++) bytes = sha256(bytes);
  return toHex(bytes);
}

/**
 * A chain of `length` round hashes from a secret seed (64 hex characters for bustabit's scheme),
 * in play order: element 0 is played first. The terminating hash to publish is
 * previousRoundHash(chain[0]).
 */
export function crashChain(seed: string, length: number, scheme: CrashScheme = CURRENT_CRASH_SCHEME): string[] {
  const generated: string[] = [];
  let hash = seed;
  for (let i = 0; i < length; i++) {
    hash = previousRoundHash(hash, scheme);
    generated.push(hash);
  }
  return generated.reverse();
}

/** Exact RTP of cashing out at `target100`: P(crash ≥ target) × target. */
export function crashExactRtp(target100: number, houseEdgeBp: number = fairConfig.crash.houseEdgeBp): number {
  // crash ≥ t ⟺ 2⁵² − r ≤ floor(A·2⁵² / (100 t)), with 2⁵² − r uniform on 1 … 2⁵². (bustabit's
  // double-precision quotient can differ from the exact one only within one rounding step of an
  // integer, far too rarely to move the RTP.)
  const winning = (BigInt(10_000 - houseEdgeBp) * TWO_52) / (100n * BigInt(target100));
  const capped = winning > TWO_52 ? TWO_52 : winning;
  return (Number(capped) / 2 ** 52) * (target100 / 100);
}

export type CrashSchemeName = keyof typeof CRASH_SCHEMES;

export function crashSchemeName(scheme: CrashScheme): CrashSchemeName {
  return scheme === CRASH_SCHEMES.legacy ? 'legacy' : 'bustabit';
}

/** What a verifier link needs of a round's chain. */
export interface CrashChainFacts {
  salt: string;
  scheme: CrashScheme;
  firstRound: number;
  terminatingHash: string;
}

/**
 * The public verifier's address for busted round `number`: its hash, the chain's salt and scheme,
 * and the walk back to the chain's terminating hash (round i of a chain is i + 1 hashes from it).
 * Built here so the server's links and the game page's links cannot differ.
 */
export function crashVerifyPath(hash: string, number: number, chain: CrashChainFacts): string {
  const query = new URLSearchParams({
    game: 'crash',
    hash,
    salt: chain.salt,
    scheme: crashSchemeName(chain.scheme),
    walk: String(number - chain.firstRound + 1),
    terminatingHash: chain.terminatingHash,
  });
  return `/fairness?${query.toString()}`;
}

import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CRASH_SCHEMES,
  crashChain,
  crashPoint100,
  lotteryDice,
  lotteryDigits,
  lotteryPk10,
  playDice,
  playLimbo,
  playMinesLayout,
  playPlinko,
  playSlot,
  previousRoundHash,
  roundBlocks,
  roundFloats,
  sha256Hex,
  walkChain,
} from './index.ts';
import { knownAnswers as K, vectorSeeds } from './vectors.ts';

const seeds = (nonce: number) => ({ ...vectorSeeds, nonce });

/** bustabit's verifier, written again with node:crypto: key = salt text, message = the hash's bytes. */
function bustabitReference(gameHash: string, salt: string): number {
  const hmac = createHmac('sha256', salt).update(Buffer.from(gameHash, 'hex')).digest('hex');
  const x = parseInt(hmac.slice(0, 13), 16) / 2 ** 52;
  return Math.max(100, Math.floor(99 / (1 - x)));
}

/** The issue's definition, written again with node:crypto so the package is checked independently. */
function referenceFloats(key: string, prefix: string, count: number): number[] {
  const floats: number[] = [];
  for (let cursor = 0; floats.length < count; cursor++) {
    const block = createHmac('sha256', key).update(`${prefix}:${cursor}`).digest();
    for (let i = 0; i < 32 && floats.length < count; i += 4) {
      floats.push(block[i]! / 256 + block[i + 1]! / 256 ** 2 + block[i + 2]! / 256 ** 3 + block[i + 3]! / 256 ** 4);
    }
  }
  return floats;
}

describe('known-answer vectors', () => {
  it('commit to SHA-256 of the server seed text and derive bytes from clientSeed:nonce:cursor', () => {
    expect(sha256Hex(vectorSeeds.serverSeed)).toBe(K.commitment);
    expect(createHash('sha256').update(vectorSeeds.serverSeed).digest('hex')).toBe(K.commitment);
    expect(roundBlocks(seeds(0), 1)[0]).toEqual({ cursor: 0, message: 'lucky-otter:0:0', hex: K.block0 });
    expect(roundFloats(seeds(0), 4)).toEqual(K.floats0);
    for (const nonce of [0, 5, 99]) {
      expect(roundFloats(seeds(nonce), 24)).toEqual(
        referenceFloats(vectorSeeds.serverSeed, `lucky-otter:${nonce}`, 24),
      );
    }
  });

  it('Dice rolls floor(float × 10001) and pays 1.98× for under 50 at a 1 % edge', () => {
    const results = [0, 1, 2].map((nonce) => playDice(seeds(nonce), { target100: 5000, direction: 'under' }));
    expect(results.map((r) => r.roll100)).toEqual(K.diceRolls);
    expect(results.map((r) => r.multiplier4)).toEqual([0, 0, 19_800]);
    const reference = referenceFloats(vectorSeeds.serverSeed, 'lucky-otter:0', 1)[0]!;
    expect(Math.floor(reference * 10_001)).toBe(K.diceRolls[0]);
  });

  it('Limbo, Mines, Plinko and the slot give the published outcomes', () => {
    expect([0, 1, 2].map((nonce) => playLimbo(seeds(nonce), 200).result100)).toEqual(K.limboResults);
    expect([0, 1].map((nonce) => playMinesLayout(seeds(nonce), 3))).toEqual(K.minesLayouts);
    const plinko = playPlinko(seeds(K.plinko.nonce), 'high', 16);
    expect({ bucket: plinko.bucket, multiplier4: plinko.multiplier4 }).toEqual({ bucket: 5, multiplier4: 6200 });
    const slot = playSlot(seeds(K.slot.nonce));
    expect(slot.stops).toEqual(K.slot.stops);
    expect(slot.multiplier4).toBe(K.slot.multiplier4);
  });

  it('Crash gives the points bustabit’s verifier gives: HMAC(key = salt text, message = hash bytes)', () => {
    for (const round of K.crash.rounds) {
      expect(crashPoint100(round.hash, K.crash.salt)).toBe(round.crash100);
      expect(bustabitReference(round.hash, K.crash.salt)).toBe(round.crash100);
    }
    for (const round of K.crash.chain.rounds) {
      expect(crashPoint100(round.hash, K.crash.salt, CRASH_SCHEMES.bustabit)).toBe(round.crash100);
      expect(bustabitReference(round.hash, K.crash.salt)).toBe(round.crash100);
    }
  });

  it('a bustabit chain links by SHA-256 of the raw hash bytes and walks back to its terminating hash', () => {
    const chain = crashChain(K.crash.chain.seed, 5);
    expect(chain).toEqual(K.crash.chain.rounds.map((round) => round.hash));
    for (let i = 1; i < chain.length; i++) expect(previousRoundHash(chain[i]!)).toBe(chain[i - 1]);
    expect(previousRoundHash(chain[0]!)).toBe(K.crash.chain.terminatingHash);
    const nodeLink = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');
    expect(nodeLink(chain[0]!)).toBe(K.crash.chain.terminatingHash);
    // Round i of the chain is i + 1 hashes from the terminating hash.
    chain.forEach((hash, i) => expect(walkChain(hash, i + 1)).toBe(K.crash.chain.terminatingHash));
    expect(walkChain(chain[3]!, 3)).not.toBe(K.crash.chain.terminatingHash);
  });

  it('legacy chains keep their points: HMAC(key = hash text, message = salt), links by hash text', () => {
    for (const round of K.crash.legacyRounds)
      expect(crashPoint100(round.hash, K.crash.salt, CRASH_SCHEMES.legacy)).toBe(round.crash100);
    const chain = crashChain('secret chain seed', 5, CRASH_SCHEMES.legacy);
    for (let i = 1; i < chain.length; i++)
      expect(previousRoundHash(chain[i]!, CRASH_SCHEMES.legacy)).toBe(chain[i - 1]);
    expect(chain[4]).toBe(sha256Hex('secret chain seed'));
    expect(walkChain(chain[2]!, 3, CRASH_SCHEMES.legacy)).toBe(sha256Hex(chain[0]!));
    const [round] = K.crash.legacyRounds;
    const r = parseInt(createHmac('sha256', round.hash).update(K.crash.salt).digest('hex').slice(0, 13), 16);
    expect(Math.max(100, Math.floor((9900 * 2 ** 52) / (100 * (2 ** 52 - r))))).toBe(round.crash100);
  });

  it('lottery results come from gameCode:issue:cursor under the issue seed', () => {
    const draw = (gameCode: string) => ({ seed: K.lottery.seed, issue: K.lottery.issue, gameCode });
    expect(sha256Hex(K.lottery.seed)).toBe(K.lottery.commitment);
    expect(lotteryDigits(draw('FAST5D'), 5)).toEqual(K.lottery.digits.numbers);
    expect(lotteryDice(draw('FAST3'), 3)).toEqual(K.lottery.dice.numbers);
    expect(lotteryPk10(draw('PK10'))).toEqual(K.lottery.pk10.numbers);
    const reference = referenceFloats(K.lottery.seed, `FAST5D:${K.lottery.issue}`, 5).map((f) => Math.floor(f * 10));
    expect(reference).toEqual(K.lottery.digits.numbers);
    expect([...lotteryPk10(draw('PK10'))].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});

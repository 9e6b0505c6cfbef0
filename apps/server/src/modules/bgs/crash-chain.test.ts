import { describe, expect, it } from 'vitest';
import { crashChain, crashPoint100, knownAnswers as K, previousRoundHash, sha256Hex } from '@arcadia/fair';
import { generateChain, crashChains } from './crash-chain.ts';

/** The server's stored chain (checkpoints) plays exactly the chain @arcadia/fair describes. */
describe('the Crash hash chain the server plays', () => {
  const seed = 'a fixed chain seed for the test';
  const length = 2_500; // crosses two checkpoints
  const stored = generateChain(7, length, seed);
  const chain = {
    id: 1,
    seed,
    terminatingHash: stored.terminating_hash,
    salt: stored.salt,
    firstRound: 7,
    length,
    checkpointEvery: stored.checkpoint_every,
    checkpoints: JSON.parse(stored.checkpoints) as string[],
    createdAt: stored.created_at,
  };
  const reference = crashChain(seed, length);

  it('round i of the chain is the reference chain’s element i, and its crash point comes from hash and salt', () => {
    for (const i of [0, 1, 999, 1000, 1001, 1500, 2000, length - 1]) {
      const round = crashChains.roundOf(chain, 7 + i);
      expect(round.hash).toBe(reference[i]);
      expect(round.crash100).toBe(crashPoint100(reference[i]!, chain.salt));
    }
  });

  it('the published terminating hash is the hash of the first round’s hash, so every revealed hash leads back to it', () => {
    expect(stored.terminating_hash).toBe(previousRoundHash(reference[0]!));
    let hash = crashChains.roundOf(chain, 7 + 40).hash;
    for (let i = 0; i <= 40; i++) hash = sha256Hex(hash);
    expect(hash).toBe(stored.terminating_hash);
  });

  it('the known-answer vectors give the same crash points on the server', () => {
    for (const round of K.crash.rounds) expect(crashPoint100(round.hash, K.crash.salt)).toBe(round.crash100);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRASH_SCHEMES,
  crashChain,
  crashPoint100,
  knownAnswers as K,
  previousRoundHash,
  walkChain,
  type CrashScheme,
} from '@arcadia/fair';
import type { DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { generateChain, crashChains } from './crash-chain.ts';

const seed = '7d1e4a9c3f6b0e2d8a5c1f7b4e9d0a3c6f8b2e5d7a1c4f9b0e3d6a8c2f5b7e1d';

/** The stored row (checkpoints) as the server reads it back. */
function stored(length: number, scheme: CrashScheme) {
  const row = generateChain(7, length, seed, scheme);
  return {
    row,
    chain: {
      id: 1,
      seed,
      terminatingHash: row.terminating_hash,
      salt: row.salt,
      firstRound: 7,
      length,
      checkpointEvery: row.checkpoint_every,
      checkpoints: JSON.parse(row.checkpoints) as string[],
      scheme,
      createdAt: row.created_at,
    },
  };
}

/** The server's stored chain (checkpoints) plays exactly the chain @arcadia/fair describes. */
describe.each([
  ['bustabit', CRASH_SCHEMES.bustabit],
  ['legacy', CRASH_SCHEMES.legacy],
] as const)('the Crash hash chain the server plays (%s scheme)', (_name, scheme) => {
  const length = 2_500; // crosses two checkpoints
  const { row, chain } = stored(length, scheme);
  const reference = crashChain(seed, length, scheme);

  it('round i of the chain is the reference chain’s element i, its point from hash, salt and scheme', () => {
    expect(row.scheme).toBe(scheme);
    for (const i of [0, 1, 999, 1000, 1001, 1500, 2000, length - 1]) {
      const round = crashChains.roundOf(chain, 7 + i);
      expect(round.hash).toBe(reference[i]);
      expect(round.crash100).toBe(crashPoint100(reference[i]!, chain.salt, scheme));
    }
  });

  it('the published terminating hash is the hash of the first round’s hash; round i walks back in i + 1 steps', () => {
    expect(row.terminating_hash).toBe(previousRoundHash(reference[0]!, scheme));
    const hash = crashChains.roundOf(chain, 7 + 40).hash;
    expect(walkChain(hash, 41, scheme)).toBe(row.terminating_hash);
  });
});

describe('chains on the database keep their scheme', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase({ seed: false });
  });
  afterAll(async () => handle.close());

  it('a chain written before the bustabit switch plays the legacy points; the next chain made is bustabit’s', async () => {
    const { scheme: _scheme, ...before } = generateChain(1, 3, seed, CRASH_SCHEMES.legacy);
    // Written as an existing database holds it: without the column, which migration 0053 defaults to 1.
    await handle.db.insertInto('crash_chains').values(before).execute();
    const legacy = await crashChains.forRound(handle.db, 2, 3);
    expect(legacy.scheme).toBe(CRASH_SCHEMES.legacy);
    const round = crashChains.roundOf(legacy, 2);
    expect(round.crash100).toBe(crashPoint100(round.hash, legacy.salt, CRASH_SCHEMES.legacy));
    expect(walkChain(round.hash, 2, CRASH_SCHEMES.legacy)).toBe(before.terminating_hash);

    const next = await crashChains.forRound(handle.db, 4, 3);
    expect([next.firstRound, next.scheme]).toEqual([4, CRASH_SCHEMES.bustabit]);
    const first = crashChains.roundOf(next, 4);
    expect(first.crash100).toBe(crashPoint100(first.hash, next.salt, CRASH_SCHEMES.bustabit));
    expect(previousRoundHash(first.hash)).toBe(next.terminatingHash);
    expect(await crashChains.publicOf(handle.db, legacy.id)).toEqual({
      salt: legacy.salt,
      scheme: CRASH_SCHEMES.legacy,
      firstRound: 1,
      terminatingHash: before.terminating_hash,
    });
  });

  it('the known-answer vectors give the same crash points on the server', () => {
    for (const round of K.crash.rounds) expect(crashPoint100(round.hash, K.crash.salt)).toBe(round.crash100);
    for (const round of K.crash.legacyRounds)
      expect(crashPoint100(round.hash, K.crash.salt, CRASH_SCHEMES.legacy)).toBe(round.crash100);
  });
});

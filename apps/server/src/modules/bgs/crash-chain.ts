import { createHash, randomBytes } from 'node:crypto';
import {
  CRASH_SCHEMES,
  crashPoint100,
  CURRENT_CRASH_SCHEME,
  fairConfig,
  isCrashScheme,
  type CrashChainFacts,
  type CrashScheme,
} from '@arcadia/fair';
import type { DbOrTrx } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';

/*
 * The Crash hash chains (the derivations in @arcadia/fair crash.ts): generated ahead from a secret
 * seed by repeated SHA-256, played in reverse. Each chain keeps the scheme it was made with (new
 * chains: bustabit's; chains from before: legacy), and its rounds are derived by it. Round i of
 * a chain (0-based) plays generated hash number length − i; the terminating hash (number
 * length + 1) is published with the salt before round 0, so every crash point is pinned before
 * anybody bets, and each revealed hash hashes to the one revealed before it.
 */
const CHECKPOINT_EVERY = 1000;

/**
 * One link of the chain (@arcadia/fair previousRoundHash), on node's native SHA-256: making a chain of
 * a million rounds hashes a million times in one go, and the round loop shares this event loop.
 */
const link = (hash: string, scheme: CrashScheme) =>
  createHash('sha256')
    .update(scheme === CRASH_SCHEMES.bustabit ? Buffer.from(hash, 'hex') : Buffer.from(hash, 'utf8'))
    .digest('hex');

export type CrashChain = {
  id: number;
  terminatingHash: string;
  salt: string;
  firstRound: number;
  length: number;
  scheme: CrashScheme;
  createdAt: string;
};

/** What a verifier link needs of a round's chain. */
export type PublicChain = CrashChainFacts;

export function schemeOf(value: number | string): CrashScheme {
  const scheme = Number(value);
  if (!isCrashScheme(scheme)) throw new Error(`crash_chains: unknown scheme ${value}`);
  return scheme;
}

type ChainRow = CrashChain & { seed: string; checkpointEvery: number; checkpoints: string[] };

const select = (db: DbOrTrx) =>
  db
    .selectFrom('crash_chains')
    .select([
      'id',
      'seed',
      'terminating_hash',
      'salt',
      'first_round',
      'length',
      'checkpoint_every',
      'checkpoints',
      'scheme',
      'created_at',
    ]);

function mapChain(row: Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirstOrThrow']>>): ChainRow {
  return {
    id: Number(row.id),
    seed: row.seed,
    terminatingHash: row.terminating_hash,
    salt: row.salt,
    firstRound: Number(row.first_round),
    length: Number(row.length),
    checkpointEvery: Number(row.checkpoint_every),
    checkpoints: JSON.parse(row.checkpoints) as string[],
    scheme: schemeOf(row.scheme),
    createdAt: row.created_at,
  };
}

/** Generated hash number `n` (0 is the seed itself), from the nearest checkpoint below it. */
function generated(chain: ChainRow, n: number): string {
  const from = Math.floor(n / chain.checkpointEvery);
  let hash = chain.checkpoints[from]!;
  for (let i = from * chain.checkpointEvery; i < n; i++) hash = link(hash, chain.scheme);
  return hash;
}

/** Makes a chain: walks it once to find the terminating hash, keeping every thousandth hash. */
export function generateChain(
  firstRound: number,
  length: number,
  seed = randomBytes(32).toString('hex'),
  scheme: CrashScheme = CURRENT_CRASH_SCHEME,
) {
  const checkpoints = [seed];
  let hash = seed;
  for (let n = 1; n <= length + 1; n++) {
    hash = link(hash, scheme);
    if (n % CHECKPOINT_EVERY === 0) checkpoints.push(hash);
  }
  return {
    seed,
    terminating_hash: hash,
    salt: randomBytes(16).toString('hex'),
    first_round: firstRound,
    length,
    checkpoint_every: CHECKPOINT_EVERY,
    checkpoints: JSON.stringify(checkpoints),
    scheme,
    created_at: new Date().toISOString(),
  };
}

export const crashChains = {
  /** The chain that plays round `number`, made (and so published) when the last one runs out. */
  async forRound(db: DbOrTrx, number: number, length: number): Promise<ChainRow> {
    const found = await select(db).where('first_round', '<=', number).orderBy('first_round', 'desc').executeTakeFirst();
    if (found && number < Number(found.first_round) + Number(found.length)) return mapChain(found);
    try {
      await db.insertInto('crash_chains').values(generateChain(number, length)).execute();
    } catch (error) {
      // Another instance published the chain for this round first: play that one.
      if (!isUniqueViolation(error)) throw error;
    }
    return mapChain(await select(db).where('first_round', '=', number).executeTakeFirstOrThrow());
  },

  /** The hash and crash point of round `number` of its chain. */
  roundOf(chain: ChainRow, number: number): { hash: string; crash100: number } {
    const hash = generated(chain, chain.length - (number - chain.firstRound));
    return { hash, crash100: crashPoint100(hash, chain.salt, chain.scheme, fairConfig.crash.houseEdgeBp) };
  },

  /** The public facts of a chain (salt, scheme, first round, terminating hash). */
  async publicOf(db: DbOrTrx, chainId: number): Promise<PublicChain | undefined> {
    const row = await select(db).where('id', '=', chainId).executeTakeFirst();
    if (!row) return undefined;
    const { salt, scheme, firstRound, terminatingHash } = mapChain(row);
    return { salt, scheme, firstRound, terminatingHash };
  },

  /** The published chain of the latest round (none before the first round). */
  async current(db: DbOrTrx): Promise<CrashChain | undefined> {
    const row = await select(db).orderBy('first_round', 'desc').executeTakeFirst();
    if (!row) return undefined;
    const { seed: _seed, checkpoints: _c, checkpointEvery: _e, ...chain } = mapChain(row);
    return chain;
  },
};

import { randomBytes } from 'node:crypto';
import type { BgsGameFamily, FairnessState, RevealedSeed } from '@arcadia/contracts';
import { randomSeedHex, sha256Hex, type RoundSeeds } from '@arcadia/fair';
import type { DbOrTrx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { errors } from '../../http/app-error.ts';
import { bgsErrors } from './bgs.errors.ts';
import type { BetLimits } from './bgs.config.ts';
import {
  findActivePair,
  findLastRevealed,
  insertActivePair,
  revealPair,
  takeNonce,
  updateClientSeed,
  type SeedPair,
} from './fairness.repository.ts';
import { roundsRepository } from './rounds.repository.ts';

/*
 * The provably fair state of a member in one game family. The server seed is 32 random bytes as
 * hex; its commitment SHA-256(seed as UTF-8) is shown before any bet; each bet takes the next nonce;
 * rotating reveals the seed and starts a new one at nonce 0. Nothing else feeds an outcome.
 */
/** Who plays: the member and their brand. */
export type Player = { id: number; merchantId: number };
/** A player whose bets are read and shown: with the minor-unit places of the brand's currency. */
export type PayingPlayer = Player & { places: number };

const newClientSeed = () => randomBytes(8).toString('hex');

function newPair(clientSeed: string) {
  const serverSeed = randomSeedHex();
  return { serverSeed, serverSeedHash: sha256Hex(serverSeed), clientSeed, now: new Date().toISOString() };
}

const toState = (pair: SeedPair): FairnessState => ({
  game: pair.family,
  serverSeedHash: pair.serverSeedHash,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
});

const toRevealed = (pair: SeedPair): RevealedSeed => ({
  ...toState(pair),
  serverSeed: pair.serverSeed,
  revealedAt: pair.revealedAt ?? '',
});

async function activePair(db: DbOrTrx, player: Player, family: BgsGameFamily): Promise<SeedPair> {
  const existing = await findActivePair(db, player.id, family);
  if (existing) return existing;
  await insertActivePair(db, { merchantId: player.merchantId, memberId: player.id, family }, newPair(newClientSeed()));
  const created = await findActivePair(db, player.id, family);
  if (!created) throw new Error('the active seed pair vanished after insert');
  return created;
}

export async function getFairnessState(db: DbOrTrx, player: Player, family: BgsGameFamily) {
  const pair = await activePair(db, player, family);
  const previous = await findLastRevealed(db, player.id, family);
  return { ...toState(pair), previous: previous ? toRevealed(previous) : null };
}

/** The player's own client seed; later bets use it, the nonce carries on (no pair repeats). */
export async function changeClientSeed(db: DbOrTrx, player: Player, family: BgsGameFamily, clientSeed: string) {
  const pair = await activePair(db, player, family);
  await updateClientSeed(db, pair.id, clientSeed);
  return toState({ ...pair, clientSeed });
}

/**
 * Reveals the active server seed and commits to a new one, in one transaction; refused while a
 * round played under the seed is open (a Mines game), whose outcome the seed would give away.
 * The check follows the reveal's write: on PostgreSQL that write waits for a bet holding the
 * pair's row (takeNonce), so a game that opens meanwhile is seen here, committed.
 */
export async function rotateSeedPair(db: DbOrTrx, player: Player, family: BgsGameFamily, clientSeed?: string) {
  return inTransaction(db, async (trx) => {
    const current = await activePair(trx, player, family);
    const revealed = await revealPair(trx, current.id, new Date().toISOString());
    if (revealed && (await roundsRepository.anyOpenUnder(trx, current.id))) throw bgsErrors.seedInPlay();
    // A concurrent rotate won the row: answer with what it revealed and the pair it started.
    const shown = revealed ?? (await findLastRevealed(trx, player.id, family));
    if (revealed)
      await insertActivePair(
        trx,
        { merchantId: player.merchantId, memberId: player.id, family },
        newPair(clientSeed ?? current.clientSeed),
      );
    const next = await activePair(trx, player, family);
    return { revealed: toRevealed(shown ?? current), next: toState(next) };
  });
}

/** How often a bet looks again for the pair a rotation just committed before it is told to retry. */
const ROTATIONS_TO_OUTWAIT = 5;

/**
 * The port a bet use case calls inside its own transaction: the seeds and nonce of this round,
 * the nonce taken atomically so concurrent bets never share one.
 *
 * On PostgreSQL a bet whose nonce write waited for a rotation finds the pair it waited for
 * revealed (and the rotation's new pair is outside that statement's snapshot): it looks again and
 * plays under the new pair, committed by then. Only a member rotating without pause outruns it,
 * and is told to retry (409, nothing taken).
 */
export async function takeRound(
  trx: DbOrTrx,
  player: Player,
  family: BgsGameFamily,
): Promise<RoundSeeds & { serverSeedHash: string; seedId: number; brandLimits: BetLimits | null }> {
  // Most bets find their pair: the nonce first, and only without one make the pair and try again.
  let pair = await takeNonce(trx, player, family);
  for (let attempt = 1; !pair && attempt < ROTATIONS_TO_OUTWAIT; attempt++) {
    await activePair(trx, player, family);
    pair = await takeNonce(trx, player, family);
  }
  if (!pair) throw errors.conflict();
  return {
    seedId: pair.id,
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    nonce: pair.nonce,
    brandLimits: pair.brandLimits,
  };
}

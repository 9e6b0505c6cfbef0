import type { BgsGameFamily } from '@arcadia/contracts';
import type { Trx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import { takeRound, type PayingPlayer } from './fairness.usecases.ts';
import { roundsRepository, type NewRound } from './rounds.repository.ts';
import { debitStake, roundKey, type SeededRound } from './settle.usecases.ts';

/** What a game makes of the seeds: the round row's own part, and anything else the caller wants back. */
type Played = Pick<NewRound, 'params' | 'outcome' | 'multiplier4' | 'status'> & { winChanceBp?: number | undefined };

/**
 * The opening of every seeded bet, inside the caller's transaction: the next nonce of the
 * member's seed pair, what `play` makes of it, the stake debited through the game wallet, and the
 * round row with the seeds and the outcome. Anything that throws leaves nothing, the nonce included.
 */
export async function startSeededBet<P extends Played>(
  trx: Trx,
  player: PayingPlayer,
  family: BgsGameFamily,
  stake: Minor,
  play: (seeds: SeededRound) => P,
) {
  const seeds = await takeRound(trx, player, family);
  const played = play(seeds);
  const round = roundKey(family, seeds);
  const placed = await debitStake(trx, player, family, round, stake, played.winChanceBp);
  return { seeds, round, played, stored: await storeRound(trx, player, family, seeds, played, placed.betId!) };
}

/** The round row of a seeded bet: its seeds and what the game made of them. */
export async function storeRound(
  trx: Trx,
  player: PayingPlayer,
  family: BgsGameFamily,
  seeds: SeededRound,
  played: Played,
  betId: number,
) {
  const stored: NewRound = {
    merchantId: player.merchantId,
    memberId: player.id,
    betId,
    seedId: seeds.seedId,
    family,
    serverSeedHash: seeds.serverSeedHash,
    clientSeed: seeds.clientSeed,
    nonce: seeds.nonce,
    params: played.params,
    outcome: played.outcome,
    multiplier4: played.multiplier4,
    status: played.status,
  };
  const id = await roundsRepository.insert(trx, stored);
  return { ...stored, id, createdAt: '' };
}

import { formatMinor, type BgsGameFamily } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import type { BetLimits } from './bgs.config.ts';
import { takeRound, type PayingPlayer } from './fairness.usecases.ts';
import type { InstantGame } from './instant-games.ts';
import { roundsRepository } from './rounds.repository.ts';
import {
  debitStake,
  formatMultiplier,
  payoutOf,
  roundKey,
  settleStake,
  stakeWithin,
  withFundsAnswer,
} from './settle.usecases.ts';

/**
 * One bet of a one-shot game, in one database transaction: the next nonce of the member's seed
 * pair, the outcome from those seeds, the stake and its settlement through the game wallet (one
 * `bets` row, its ledger postings) and the round row with the seeds and outcome. A refusal at any
 * step leaves nothing behind, the nonce included.
 */
export async function placeInstantBet<C>(
  db: Db,
  player: PayingPlayer,
  family: BgsGameFamily,
  limits: BetLimits,
  input: { amount: string; choice: C },
  game: InstantGame<C>,
) {
  const stake = stakeWithin(input.amount, limits, player.places);
  game.validate(input.choice);
  return withFundsAnswer(db, player, () =>
    inTransaction(db, async (trx) => {
      const seeds = await takeRound(trx, player, family);
      const played = game.play(seeds, input.choice);
      const round = roundKey(family, seeds);
      const placed = await debitStake(trx, player, family, round, stake);
      const payout = payoutOf(stake, played.multiplier4);
      const settled = await settleStake(trx, player, round, payout);
      await roundsRepository.insert(trx, {
        merchantId: player.merchantId,
        memberId: player.id,
        betId: placed.betId!,
        seedId: seeds.seedId,
        family,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        params: played.params,
        outcome: played.outcome,
        multiplier4: played.multiplier4,
        status: 'settled',
      });
      return {
        betId: placed.betId!,
        game: family,
        amount: formatMinor(stake, player.places),
        payout: formatMinor(payout, player.places),
        multiplier: formatMultiplier(played.multiplier4),
        win: played.multiplier4 > 10_000,
        serverSeedHash: seeds.serverSeedHash,
        clientSeed: seeds.clientSeed,
        nonce: seeds.nonce,
        balance: formatMinor(settled.balance, player.places),
        demo: settled.demo,
        ...played.answer,
      };
    }),
  );
}

import { formatMinor, type BgsGameFamily } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { amountIn } from '../../lib/money.ts';
import type { BetLimits } from './bgs.config.ts';
import type { PayingPlayer } from './fairness.usecases.ts';
import type { InstantGame } from './instant-games.ts';
import { takeRound } from './fairness.usecases.ts';
import { storeRound } from './seeded-bet.usecases.ts';
import {
  formatMultiplier,
  payoutOf,
  roundKey,
  stakeAndSettle,
  stakeWithin,
  withFundsAnswer,
} from './settle.usecases.ts';

/**
 * One bet of a one-shot game, in one database transaction: the next nonce of the member's seed
 * pair (with the brand's bet range of the game, read by the same statement), the stake checked
 * against that range (else the configured one), the outcome from those seeds, the stake and its
 * settlement through the game wallet in one call (one `bets` row written settled, its ledger
 * postings, the play record) and the round row with the seeds and outcome. A refusal at any step
 * leaves nothing behind, the nonce included.
 */
export async function placeInstantBet<C>(
  db: Db,
  player: PayingPlayer,
  family: BgsGameFamily,
  configured: BetLimits,
  input: { amount: string; choice: C },
  game: InstantGame<C>,
) {
  // The amount's form first: a malformed one opens no transaction.
  amountIn(input.amount, player.places);
  game.validate(input.choice);
  return withFundsAnswer(db, player, () =>
    inRetryingTransaction(db, async (trx) => {
      const seeds = await takeRound(trx, player, family);
      const stake = stakeWithin(input.amount, seeds.brandLimits ?? configured, player.places);
      const played = { ...game.play(seeds, input.choice), status: 'settled' as const };
      const payout = payoutOf(stake, played.multiplier4);
      const round = roundKey(family, seeds);
      const settled = await stakeAndSettle(trx, player, family, round, { stake, payout }, played.winChanceBp);
      await storeRound(trx, player, family, seeds, played, settled.betId!);
      return {
        betId: settled.betId!,
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

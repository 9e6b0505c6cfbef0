import { crashMultiplier100At } from '@arcadia/fair';
import type { Db, Trx } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { isPostgres } from '../../db/dialect.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { BGS_VENDOR, bgsGameCode, type BetLimits } from './bgs.config.ts';
import { bgsErrors } from './bgs.errors.ts';
import type { PayingPlayer } from './fairness.usecases.ts';
import { crashRepository, type CrashRoundRow } from './crash.repository.ts';
import { crashRoundKey, crashTxId, settleCrashBet, type CrashSettings } from './crash-rounds.usecases.ts';
import { maskName } from './crash-views.ts';
import { stakeWithin, withFundsAnswer } from './settle.usecases.ts';

/*
 * A player's two Crash calls. Both are judged by the clock against the times the round was opened
 * with (bets before take-off, cash-outs before the bust), so a slow loop or another instance
 * cannot change who was in time; each writes its crash_bets row and its game wallet call in one
 * transaction.
 */
export type CrashPlayer = PayingPlayer & { username: string };

/**
 * Holds the round in its betting phase until the bet commits: on PostgreSQL a share lock that the
 * take-off's update waits for (bets do not wait for each other); SQLite has one writer anyway.
 */
async function lockBetting(trx: Trx, round: CrashRoundRow): Promise<boolean> {
  const query = trx.selectFrom('crash_rounds').select('id').where('id', '=', round.id).where('status', '=', 'betting');
  const rows = isPostgres(trx) ? await query.forShare().execute() : await query.execute();
  return rows.length === 1;
}

export async function placeCrashBet(
  db: Db,
  player: CrashPlayer,
  limits: BetLimits,
  input: { amount: string; autoCashout?: number | null | undefined },
  now = new Date(),
) {
  const stake = stakeWithin(input.amount, limits, player.places);
  const auto100 = input.autoCashout == null ? null : Math.round(input.autoCashout * 100);
  try {
    return await withFundsAnswer(db, player, () =>
      inRetryingTransaction(db, async (trx) => {
        const round = await crashRepository.latestRound(trx);
        const open = round && round.status === 'betting' && Date.parse(round.flightAt) > now.getTime();
        if (!round || !open || !(await lockBetting(trx, round))) throw bgsErrors.crashBettingClosed();
        if (await crashRepository.betOf(trx, round.id, player.id)) throw bgsErrors.crashAlreadyBet();
        const placed = await gameWallet.bet(trx, {
          merchantId: player.merchantId,
          vendorCode: BGS_VENDOR,
          memberId: player.id,
          transactionId: crashTxId(round.number, player.id, 'bet'),
          round: crashRoundKey(round.number),
          amount: stake,
          gameCode: bgsGameCode('crash'),
        });
        if (placed.replayed) throw bgsErrors.crashAlreadyBet();
        const bet = await crashRepository.insertBet(trx, {
          merchantId: player.merchantId,
          memberId: player.id,
          roundId: round.id,
          betId: placed.betId!,
          playerName: maskName(player.username),
          amount: stake,
          autoCashout100: auto100,
        });
        return { round, bet, balance: placed.balance, demo: placed.demo };
      }),
    );
  } catch (error) {
    // Two bets of one player at once: the unique index lets one in.
    if (isUniqueViolation(error)) throw bgsErrors.crashAlreadyBet();
    throw error;
  }
}

/** Cashes the caller's bet out at the multiplier of `now` (or at its auto target, if the flight passed it). */
export async function cashOutCrash(db: Db, player: PayingPlayer, settings: CrashSettings, now = new Date()) {
  return inRetryingTransaction(db, async (trx) => {
    const round = await crashRepository.latestRound(trx);
    const flying =
      round &&
      round.status !== 'busted' &&
      now.getTime() >= Date.parse(round.flightAt) &&
      now.getTime() < Date.parse(round.bustAt);
    const bet = flying ? await crashRepository.betOf(trx, round.id, player.id) : undefined;
    if (!round || !bet || bet.status !== 'active') throw bgsErrors.crashNoBet();
    const reached = crashMultiplier100At(now.getTime() - Date.parse(round.flightAt), settings.growthPerMs);
    const at = bet.autoCashout100 !== null && bet.autoCashout100 <= reached ? bet.autoCashout100 : reached;
    const settled = await settleCrashBet(trx, round, bet, at);
    if (!settled) throw bgsErrors.crashNoBet();
    return { round, bet: settled, balance: settled.balance, demo: settled.demo };
  });
}

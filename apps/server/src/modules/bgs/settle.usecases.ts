import type { RoundSeeds } from '@arcadia/fair';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import { amountIn, minor, type Minor } from '../../lib/money.ts';
import { gameWallet, type WalletResult } from '../game-wallet/game-wallet.usecases.ts';
import { instantBet } from '../game-wallet/game-wallet-instant.usecases.ts';
import { ledgerErrors } from '../ledger/ledger.errors.ts';
import { BGS_VENDOR, bgsGameCode, type BetLimits, type BgsGame } from './bgs.config.ts';
import { bgsErrors } from './bgs.errors.ts';
import type { Player } from './fairness.usecases.ts';

/*
 * The money side shared by every in-house game: limits, the stake through the game wallet, the
 * payout (stake × multiplier, rounded down to the cent), and the 422 answer with the balance.
 * Callers run these inside their own transaction, beside their round row.
 */
export const MULTIPLIER_SCALE = 10_000n;

export function stakeWithin(amountText: string, limits: BetLimits, places: number): Minor {
  const amount = amountIn(amountText, places);
  if (amount < limits.min || amount > limits.max) throw bgsErrors.amountOutOfRange(limits, places);
  return amount;
}

export const payoutOf = (stake: Minor, multiplier4: number): Minor =>
  minor((stake * BigInt(multiplier4)) / MULTIPLIER_SCALE);

/** "1.9800" from 19800. */
export const formatMultiplier = (multiplier4: number) =>
  `${Math.floor(multiplier4 / 10_000)}.${String(multiplier4 % 10_000).padStart(4, '0')}`;

/** Transaction ids of a seeded round: unique per seed pair and nonce, so a retry can never pay twice. */
export const roundKey = (game: BgsGame, seeds: { seedId: number; nonce: number }) =>
  `${game}:${seeds.seedId}:${seeds.nonce}`;

const call = (player: Player) => ({ merchantId: player.merchantId, vendorCode: BGS_VENDOR, memberId: player.id });

export function debitStake(
  trx: Trx,
  player: Player,
  game: BgsGame,
  round: string,
  amount: Minor,
  winChanceBp?: number,
) {
  return gameWallet.bet(trx, {
    ...call(player),
    transactionId: `${round}:bet`,
    round,
    amount,
    gameCode: bgsGameCode(game),
    winChanceBp,
  });
}

/**
 * Stake and settlement of a round decided at once (the one-shot games), in one game wallet call.
 * The round key comes from a nonce the caller's transaction has just taken, so its transaction
 * ids are new (what gameWallet's instant bet relies on).
 */
export function stakeAndSettle(
  trx: Trx,
  player: Player,
  game: BgsGame,
  round: string,
  money: { stake: Minor; payout: Minor },
  winChanceBp?: number,
) {
  return instantBet(trx, {
    ...call(player),
    transactionId: `${round}:bet`,
    winTransactionId: `${round}:win`,
    round,
    amount: money.stake,
    payout: money.payout,
    gameCode: bgsGameCode(game),
    winChanceBp,
  });
}

/** Settles the bet (a payout of zero settles a loss). */
export function settleStake(trx: Trx, player: Player, round: string, payout: Minor) {
  return gameWallet.win(trx, {
    ...call(player),
    transactionId: `${round}:win`,
    referenceTransactionId: `${round}:bet`,
    round,
    amount: payout,
  });
}

/** The 422 for a stake the wallet cannot cover carries the balance, as the game wallet's own does. */
export async function withFundsAnswer<T>(db: DbOrTrx, player: Player, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'wallet.insufficient_funds' && !db.isTransaction) {
      throw ledgerErrors.insufficientFunds(await gameWallet.balance(db, call(player)));
    }
    throw error;
  }
}

export const balanceOf = (db: DbOrTrx, player: Player): Promise<WalletResult> => gameWallet.balance(db, call(player));

export type SeededRound = RoundSeeds & { serverSeedHash: string; seedId: number };

import type { DbOrTrx } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import { betsRepository } from './bets.repository.ts';
import { gameFacts } from './game-facts.ts';
import { betRequestHash, winRequestHash } from './game-wallet-hashes.ts';
import {
  checkAmount,
  party,
  result,
  type BetInput,
  type WalletCall,
  type WalletResult,
  type WinInput,
} from './game-wallet-party.ts';
import { rollback } from './game-wallet-rollback.ts';
import { changeBet, postGameMoney, recordCall, run } from './game-wallet-run.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';

/*
 * THE GAME WALLET: one set of use cases for every game source.
 *
 *   import { gameWallet } from './game-wallet.usecases.ts';
 *   await gameWallet.bet(dbOrTrx, { merchantId, vendorCode: 'BGS', memberId, transactionId: 'r1-bet',
 *                                   round: 'r1', amount: minor(500n), gameCode: 'bgs_crash' });
 *   await gameWallet.win(dbOrTrx, { …, transactionId: 'r1-win', referenceTransactionId: 'r1-bet', amount });
 *   await gameWallet.rollback(dbOrTrx, { …, transactionId: 'r1-rb', referenceTransactionId: 'r1-bet' });
 *   await gameWallet.balance(dbOrTrx, { merchantId, vendorCode, memberId });
 *
 * - Amounts are minor units (cents). Every call answers { balance, currency, replayed, betId, demo }.
 * - Idempotent on (vendor, transactionId): a repeat with the same body answers again without moving
 *   money (replayed: true, current balance); the same id with another body is 409
 *   bets.duplicate_transaction. Transaction ids are the caller's own (in-house: e.g. `${round}:bet`).
 * - Pass a transaction (from db/unit-of-work `inTransaction`) to write your own rows (a round, a
 *   lottery ticket) in the same database transaction as the bet row and its ledger posting.
 * - Trial accounts (isAgent 4) bet demo credit (demo ledger accounts), never real money; a
 *   transfer-mode vendor plays from the member's sub-wallet of that vendor, others from main.
 * - Rollbacks of a round, in any order and any number of times, reverse its net exactly once
 *   (game-wallet-rollback.ts): a bet's rollback gives back its stake and the wins on it that still
 *   stand; a win's rollback takes back that win only.
 * - A real-money stake asks responsible gaming first (exclusion, stake, session, loss and wager
 *   limits, under the member's row lock): rg.excluded… or rg.<kind>_limit_<period>, nothing written.
 * - Errors: wallet.insufficient_funds (422, value.balance = the current balance), bets.rolled_back
 *   (the rollback came first, or a repeat of a bet or win that has been rolled back since),
 *   bets.reference_not_found (win for an unknown or rolled-back bet),
 *   games.not_found (unknown vendor or game code), bets.currency_mismatch, bets.amount_invalid.
 * - A win without referenceTransactionId pays the member's latest bet in that round.
 * - Token checks are the caller's (the Hub88 adapter refuses expired tokens on bets only, save a
 *   supplier promo bet of 0: hub88-wallet.routes.ts).
 */

export type { BetInput, RollbackInput, WalletCall, WalletResult, WinInput } from './game-wallet-party.ts';

async function balance(db: DbOrTrx, call: WalletCall): Promise<WalletResult> {
  const p = await party(db, call);
  return result(db, call, p, false, null);
}

async function bet(db: DbOrTrx, input: BetInput): Promise<WalletResult> {
  checkAmount(input.amount);
  const hash = betRequestHash(input);
  return run(db, input, hash, async (trx, p) => {
    if (await betsRepository.rollbackOf(trx, p.vendor.id, input.transactionId)) throw gamesErrors.rolledBack();
    const game = await gameFacts(trx, input.merchantId, p.vendor.code, input.gameCode);
    if (input.gameCode && !game) throw gamesErrors.notFound();
    // Before anything is written: a refused stake leaves no call, bet or posting behind.
    if (!p.demo) await responsibleGamingPort.checkStake(trx, { ...input, currency: p.currency });
    const txId = await recordCall(trx, input, p, hash, {
      kind: 'bet',
      betId: null,
      referenceId: null,
      amount: input.amount,
    });
    const betId = await betsRepository.insertBet(trx, {
      merchantId: input.merchantId,
      memberId: input.memberId,
      vendorId: p.vendor.id,
      gameId: game?.id ?? null,
      category: game?.category ?? p.vendor.category,
      round: input.round,
      transactionId: input.transactionId,
      currency: p.currency,
      stake: input.amount,
      demo: p.demo,
      placedAt: new Date().toISOString(),
      winChanceBp: input.winChanceBp ?? null,
    });
    let posted;
    if (input.amount > 0n) {
      posted = await postGameMoney(trx, input, p, 'bet', { betId, round: input.round });
      await betsRepository.updateBet(trx, betId, { betLedgerId: posted.id, lastLedgerId: posted.id });
    }
    await betsRepository.setTransactionLedger(trx, txId, posted?.id ?? null, betId);
    return result(trx, input, p, false, betId, posted);
  });
}

/** The request hash of a win call: a repeat must carry the same one (the bulk settlement writes it too). */
export { winRequestHash } from './game-wallet-hashes.ts';

async function win(db: DbOrTrx, input: WinInput): Promise<WalletResult> {
  checkAmount(input.amount);
  const hash = winRequestHash(input);
  return run(
    db,
    input,
    hash,
    async (trx, p) => {
      const target = input.referenceTransactionId
        ? await betsRepository.betOfTransaction(trx, p.vendor.id, input.referenceTransactionId)
        : await betsRepository.latestOpenBetInRound(trx, p.vendor.id, input.memberId, input.round);
      if (!target || target.status === 'rolled_back' || target.memberId !== input.memberId)
        throw gamesErrors.referenceNotFound();
      // A win of 0 posts nothing, so the ledger's marker (which refuses a paid one) cannot: the rollback row does.
      if (input.amount === 0n && (await betsRepository.rollbackOf(trx, p.vendor.id, input.transactionId)))
        throw gamesErrors.rolledBack();
      const txId = await recordCall(trx, input, p, hash, {
        kind: 'win',
        betId: target.id,
        referenceId: target.transactionId,
        amount: input.amount,
      });
      let posted;
      if (input.amount > 0n) {
        posted = await postGameMoney(trx, input, p, 'payout', { betId: target.id, round: target.round });
        await betsRepository.setTransactionLedger(trx, txId, posted.id);
      }
      await changeBet(trx, target, p.vendor.code, {
        payout: minor(target.payout + input.amount),
        status: 'settled',
        settledAt: new Date().toISOString(),
        ...(posted === undefined ? {} : { lastLedgerId: posted.id }),
      });
      return result(trx, input, p, false, target.id, posted);
    },
    input.referenceTransactionId ?? input.transactionId,
  );
}

export const gameWallet = { balance, bet, win, rollback };

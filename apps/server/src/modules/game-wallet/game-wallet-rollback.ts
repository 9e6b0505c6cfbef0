import type { Trx } from '../../db/schema.ts';
import { minor, ZERO } from '../../lib/money.ts';
import { reverse } from '../ledger/ledger-reversal.usecases.ts';
import { betsRepository, type Bet, type GameTransaction } from './bets.repository.ts';
import { hashOf, ledgerKey, result, type Party, type RollbackInput, type WalletResult } from './game-wallet-party.ts';
import { changeBet, lockBet, recordCall, run } from './game-wallet-run.ts';

/*
 * A vendor's rollback names one transaction: a bet (its stake and every win on it that still
 * stands are given back, and the bet is rolled back) or a single win (its payout is taken back,
 * the bet stands). Rollbacks of one round may come in any order and any number of times; each
 * transaction is reversed at most once, so the round's net is reversed exactly once:
 * - a win already rolled back is skipped when its bet is rolled back after it;
 * - a win whose bet is rolled back, a win rolled back before, a rollback, or a bet of another
 *   member: the rollback is recorded and answered, and moves nothing;
 * - a transaction we never saw: the rollback is remembered (a marker in the ledger under the
 *   original's key) and the late original is refused with bets.rolled_back.
 * A win's rollback takes its bet's lock (after the win's own, as a win call does: one order), so
 * it cannot interleave with the bet's rollback.
 */
export async function rollback(db: Parameters<typeof run>[0], input: RollbackInput): Promise<WalletResult> {
  const hash = hashOf(['rollback', input.memberId, input.referenceTransactionId]);
  return run(db, input, hash, (trx, p) => rollbackIn(trx, p, input, hash), input.referenceTransactionId);
}

async function rollbackIn(trx: Trx, p: Party, input: RollbackInput, hash: string): Promise<WalletResult> {
  const target = await betsRepository.findTransaction(trx, p.vendor.id, input.referenceTransactionId);
  const found = await lockedBetOf(trx, p, target);
  const bet = found?.memberId === input.memberId ? found : undefined;
  // Read before this rollback's own row names the target.
  const undo = bet && target ? await standing(trx, p, target, bet) : [];
  const txId = await recordCall(trx, input, p, hash, {
    kind: 'rollback',
    betId: bet?.id ?? null,
    referenceId: input.referenceTransactionId,
    amount: ZERO,
  });
  const key = ledgerKey(p.vendor.id, input.transactionId);
  if (!target) {
    // Leaves the ledger's marker under the original's key as well: the late original cannot post.
    await reverse(trx, {
      merchantId: input.merchantId,
      originalKey: ledgerKey(p.vendor.id, input.referenceTransactionId),
      idempotencyKey: key,
      reason: 'vendor rollback before its transaction',
    });
    return result(trx, input, p, false, null);
  }
  if (!bet || undo.length === 0) return result(trx, input, p, false, found?.id ?? null);
  let lastLedgerId: number | undefined;
  for (const [n, t] of undo.filter((u) => u.ledgerId !== null).entries()) {
    const posted = await reverse(trx, {
      merchantId: input.merchantId,
      originalKey: ledgerKey(p.vendor.id, t.transactionId),
      idempotencyKey: n === 0 ? key : `${key}:${n}`,
      reason: 'vendor rollback',
    });
    lastLedgerId = posted.id;
  }
  if (lastLedgerId !== undefined) await betsRepository.setTransactionLedger(trx, txId, lastLedgerId);
  const last = lastLedgerId === undefined ? {} : { lastLedgerId };
  await changeBet(
    trx,
    bet,
    p.vendor.code,
    target.kind === 'bet'
      ? { status: 'rolled_back', payout: ZERO, settledAt: new Date().toISOString(), ...last }
      : { payout: minor(bet.payout - target.amount), ...last },
  );
  return result(trx, input, p, false, bet.id);
}

/** The bet a transaction belongs to, read after taking that bet's lock (a win's rollback and the bet's take turns). */
async function lockedBetOf(trx: Trx, p: Party, target: GameTransaction | undefined): Promise<Bet | undefined> {
  if (!target?.betId) return undefined;
  const bet = await betsRepository.findBet(trx, target.betId);
  if (!bet || target.kind !== 'win') return bet;
  await lockBet(trx, p.vendor.id, bet.transactionId);
  return betsRepository.findBet(trx, target.betId);
}

/** What a rollback of `target` still has to reverse: nothing already rolled back, each thing once. */
async function standing(trx: Trx, p: Party, target: GameTransaction, bet: Bet): Promise<GameTransaction[]> {
  if (bet.status === 'rolled_back' || target.kind === 'rollback') return [];
  const named = target.kind === 'bet' ? [target, ...(await betsRepository.winsOf(trx, bet.id))] : [target];
  const done = await betsRepository.rolledBackOfBet(
    trx,
    p.vendor.id,
    bet.id,
    named.map((t) => t.transactionId),
  );
  return named.filter((t) => !done.has(t.transactionId));
}

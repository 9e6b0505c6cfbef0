import { sql } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { postTransaction } from '../ledger/ledger.usecases.ts';
import { ledgerErrors } from '../ledger/ledger.errors.ts';
import { brandCalendar, recordBetChanges, settledFacts } from '../play-record/play-record.usecases.ts';
import { playedBet, type Bet } from './bet-rows.ts';
import { betsRepository, type GameTransaction } from './bets.repository.ts';
import {
  accounts,
  ledgerKey,
  party,
  result,
  type BetInput,
  type Party,
  type WalletCall,
  type WalletResult,
  type WinInput,
} from './game-wallet-party.ts';
import { gamesErrors } from '../catalogue/games.errors.ts';
import { oncePerTransaction } from './per-transaction.ts';
import { fundStake, payoutShare } from '../promotions/promotions.port.ts';

/**
 * A repeat: the first answer again (with today's balance), or 409 when the body differs. A bet or
 * win rolled back since is answered as rolled back (reference section 5: a late or retried bet
 * after its rollback is refused), never as the success it once was.
 */
async function replayOrConflict(trx: DbOrTrx, call: WalletCall, p: Party, existing: GameTransaction, hash: string) {
  if (existing.requestHash !== hash) throw gamesErrors.duplicateTransaction();
  if (await rolledBackSince(trx, p, existing)) throw gamesErrors.rolledBack();
  return result(trx, call, p, true, existing.betId);
}

async function rolledBackSince(db: DbOrTrx, p: Party, t: GameTransaction): Promise<boolean> {
  if (t.kind === 'rollback' || t.betId === null) return false;
  const bet = await betsRepository.findBet(db, t.betId);
  if (bet?.status === 'rolled_back') return true;
  return (await betsRepository.rolledBackOfBet(db, p.vendor.id, t.betId, [t.transactionId])).has(t.transactionId);
}

/**
 * Runs one wallet call; a concurrent twin that claimed the same (vendor, transaction id) first
 * turns this one into a replay; a refusal for money answers with the balance.
 */
export async function run(
  db: DbOrTrx,
  call: WalletCall & { transactionId: string },
  hash: string,
  work: (trx: Trx, p: Party) => Promise<WalletResult>,
  /** The bet this call is about: a bet and a rollback racing for it take turns (see lockBet). */
  betTransactionId: string = call.transactionId,
): Promise<WalletResult> {
  const p = await party(db, call);
  try {
    return await inRetryingTransaction(db, async (trx) => {
      await lockBet(trx, p.vendor.id, betTransactionId);
      const existing = await betsRepository.findTransaction(trx, p.vendor.id, call.transactionId);
      if (existing) return replayOrConflict(trx, call, p, existing, hash);
      return work(trx, p);
    });
  } catch (error) {
    if (db.isTransaction) throw error;
    if (isUniqueViolation(error)) {
      const existing = await betsRepository.findTransaction(db, p.vendor.id, call.transactionId);
      if (existing) return replayOrConflict(db, call, p, existing, hash);
    }
    if (error instanceof AppError && error.code === 'wallet.insufficient_funds') {
      throw ledgerErrors.insufficientFunds(await result(db, call, p, false, null));
    }
    if (error instanceof AppError && error.code === 'ledger.reversed_before_posting') throw gamesErrors.rolledBack();
    throw error;
  }
}

/**
 * A bet and its rollback (or win) can arrive at once (a vendor that timed out rolls back while
 * its bet is still in flight). On PostgreSQL they would read each other's rows half-way: the
 * rollback would find no bet, then reverse the bet that committed meanwhile without marking its
 * row rolled back. A transaction-scoped advisory lock on (vendor, bet id) makes them take turns.
 * SQLite runs one writer at a time already.
 */
export async function lockBet(trx: Trx, vendorId: number, betTransactionId: string): Promise<void> {
  if (!isPostgres(trx)) return;
  const key = `${vendorId}:${betTransactionId}`;
  // Held until this transaction ends: a settlement in the bet's own transaction takes it once.
  await oncePerTransaction(trx, `lock:${key}`, () => sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx));
}

/**
 * A stake (member wallet → house) or a payout (house → member wallet) of one wallet call, keyed
 * on the vendor's transaction id so a repeat can never post twice.
 */
export async function postGameMoney(
  trx: Trx,
  input: BetInput | WinInput,
  p: Party,
  kind: 'bet' | 'payout',
  about: {
    betId: number;
    round: string;
    /**
     * Whether the bet's stake took bonus money, when the caller posted that stake in this same
     * transaction and knows it (an instant bet): false spares the payout a read for a share that
     * cannot exist, since only a stake funded from a bonus writes its share.
     */
    stakeFromBonus?: boolean;
  },
) {
  const { walletId, houseId } = await accounts(trx, input, p);
  // Real money first: a stake the main wallet cannot cover takes the rest from a bonus being
  // wagered, and its payout goes back in the same shares (modules/promotions, bonus-funding.ts).
  const bonus =
    p.walletKind !== 'main' || p.demo || (kind === 'payout' && about.stakeFromBonus === false)
      ? null
      : await (kind === 'bet' ? fundStake : payoutShare)(trx, {
          merchantId: input.merchantId,
          memberId: input.memberId,
          mainAccountId: walletId,
          currency: p.currency,
          betId: about.betId,
          stake: input.amount,
          payout: input.amount,
        });
  const sign = kind === 'bet' ? -1n : 1n;
  const own = minor(input.amount - (bonus?.fromBonus ?? 0n));
  const legs = [
    { accountId: houseId, amount: minor(-sign * input.amount) },
    ...(own > 0n ? [{ accountId: walletId, amount: minor(sign * own) }] : []),
    ...(bonus ? [{ accountId: bonus.bonusAccountId, amount: minor(sign * bonus.fromBonus) }] : []),
  ];
  const posted = await postTransaction(trx, {
    merchantId: input.merchantId,
    kind,
    idempotencyKey: ledgerKey(p.vendor.id, input.transactionId),
    legs,
    metadata: { betId: about.betId, vendor: p.vendor.code, round: about.round },
  });
  // A replayed posting carries the balances of its first time: the answer reads today's then.
  return { id: posted.id, walletId, entries: posted.replayed ? [] : posted.entries, fromBonus: bonus !== null };
}

/** The row of a vendor's call under its transaction id: what makes a repeat a replay. */
export function recordCall(
  trx: Trx,
  input: WalletCall & { transactionId: string },
  p: Party,
  hash: string,
  call: { kind: GameTransaction['kind']; betId: number | null; referenceId: string | null; amount: Minor },
) {
  return betsRepository.insertTransaction(trx, {
    merchantId: input.merchantId,
    vendorId: p.vendor.id,
    transactionId: input.transactionId,
    ...call,
    requestHash: hash,
  });
}

type BetChange = Pick<Bet, 'payout' | 'status' | 'settledAt'> & { lastLedgerId?: number };

/** Writes a bet's new state with its play-record figures, and what it changes in the play record. */
export async function changeBet(trx: DbOrTrx, bet: Bet, vendorCode: string, change: Partial<BetChange>): Promise<void> {
  const before = playedBet(bet, vendorCode);
  const after = settledFacts(await brandCalendar(trx, bet.merchantId), { ...before, ...change });
  await betsRepository.updateBet(trx, bet.id, { ...change, played: after });
  await recordBetChanges(trx, [{ before, after }]);
}

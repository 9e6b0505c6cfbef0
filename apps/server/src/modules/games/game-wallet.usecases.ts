import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/migrations/helpers.ts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { AppError } from '../../http/app-error.ts';
import { minor, ZERO, type Minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { reverse } from '../ledger/ledger-reversal.usecases.ts';
import type { MemberAccountKind, PostedTransaction } from '../ledger/ledger.model.ts';
import { ledgerErrors } from '../ledger/ledger.errors.ts';
import { isTrial } from '../members/member.model.ts';
import { membersPort } from '../members/members.port.ts';
import { betsRepository, type GameTransaction } from './bets.repository.ts';
import { catalogueRepository } from './catalogue.repository.ts';
import type { CatalogueVendor } from './catalogue.model.ts';
import { gamesErrors } from './games.errors.ts';
import { oncePerTransaction } from './per-transaction.ts';

/*
 * THE GAME WALLET: one set of use cases for every game source.
 *
 *   import { gameWallet } from '../games/game-wallet.usecases.ts';
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
 * - Errors: wallet.insufficient_funds (422, value.balance = the current balance), bets.rolled_back
 *   (the rollback came first), bets.reference_not_found (win for an unknown or rolled-back bet),
 *   games.not_found (unknown vendor or game code), bets.currency_mismatch, bets.amount_invalid.
 * - A win without referenceTransactionId pays the member's latest bet in that round.
 * - Token checks are the caller's (the Hub88 adapter refuses expired tokens on bets only).
 */

export type WalletCall = {
  merchantId: number;
  vendorCode: string;
  memberId: number;
  /** When given, must be the wallet's currency. */
  currency?: string | undefined;
};
export type BetInput = WalletCall & {
  transactionId: string;
  round: string;
  amount: Minor;
  gameCode?: string | undefined;
};
export type WinInput = WalletCall & {
  transactionId: string;
  referenceTransactionId?: string | undefined;
  round: string;
  amount: Minor;
};
export type RollbackInput = WalletCall & { transactionId: string; referenceTransactionId: string };
export type WalletResult = { balance: Minor; currency: string; replayed: boolean; betId: number | null; demo: boolean };

const MAX_AMOUNT = 10n ** 13n;
const ledgerKey = (vendorId: number, transactionId: string) => `game:${vendorId}:${transactionId}`;
const hashOf = (parts: unknown[]) =>
  createHash('sha256')
    .update(JSON.stringify(parts, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)))
    .digest('hex');

type Party = {
  vendor: CatalogueVendor;
  demo: boolean;
  currency: string;
  walletKind: MemberAccountKind;
};

function party(db: DbOrTrx, call: WalletCall): Promise<Party> {
  const key = `party:${call.merchantId}:${call.vendorCode}:${call.memberId}:${call.currency ?? ''}`;
  return oncePerTransaction(db, key, () => readParty(db, call));
}

async function readParty(db: DbOrTrx, call: WalletCall): Promise<Party> {
  const vendor = await catalogueRepository.vendorByCode(db, call.merchantId, call.vendorCode);
  if (!vendor) throw gamesErrors.notFound();
  const member = await membersPort.findById(db, call.memberId);
  if (!member || member.merchantId !== call.merchantId) throw gamesErrors.tokenInvalid();
  const merchant = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', call.merchantId)
    .executeTakeFirstOrThrow();
  if (call.currency !== undefined && call.currency !== merchant.currency) throw gamesErrors.currencyMismatch();
  const demo = isTrial(member);
  const walletKind: MemberAccountKind = demo
    ? 'demo'
    : vendor.walletMode === 'transfer'
      ? `vendor:${vendor.code}`
      : 'main';
  return { vendor, demo, currency: merchant.currency, walletKind };
}

/** The ids of the member's wallet and the house account (balances move: never read them from here). */
function accounts(trx: DbOrTrx, call: WalletCall, p: Party) {
  return oncePerTransaction(
    trx,
    `accounts:${call.merchantId}:${call.memberId}:${p.walletKind}:${p.currency}`,
    async () => {
      const wallet = await ensureMemberAccount(trx, call.merchantId, call.memberId, p.walletKind, p.currency);
      const house = await ensureSystemAccount(trx, call.merchantId, p.demo ? 'demo_issuer' : 'house', p.currency);
      return { walletId: wallet.id, houseId: house.id };
    },
  );
}

/** The answer of a call; `posted` (when it moved money) already carries the wallet's new balance. */
async function result(
  trx: DbOrTrx,
  call: WalletCall,
  p: Party,
  replayed: boolean,
  betId: number | null,
  posted?: { walletId: number; entries: PostedTransaction['entries'] },
) {
  const balance =
    posted?.entries.find((e) => e.accountId === posted.walletId)?.balanceAfter ??
    (await ensureMemberAccount(trx, call.merchantId, call.memberId, p.walletKind, p.currency)).balance;
  return { balance, currency: p.currency, replayed, betId, demo: p.demo };
}

function checkAmount(amount: Minor) {
  if (typeof amount !== 'bigint' || amount < 0n || amount > MAX_AMOUNT) throw gamesErrors.amountInvalid();
}

/** A repeat: the first answer again (with today's balance), or 409 when the body differs. */
async function replayOrConflict(trx: DbOrTrx, call: WalletCall, p: Party, existing: GameTransaction, hash: string) {
  if (existing.requestHash !== hash) throw gamesErrors.duplicateTransaction();
  return result(trx, call, p, true, existing.betId);
}

/**
 * Runs one wallet call; a concurrent twin that claimed the same (vendor, transaction id) first
 * turns this one into a replay; a refusal for money answers with the balance.
 */
async function run(
  db: DbOrTrx,
  call: WalletCall & { transactionId: string },
  hash: string,
  work: (trx: Trx, p: Party) => Promise<WalletResult>,
  /** The bet this call is about: a bet and a rollback racing for it take turns (see lockBet). */
  betTransactionId: string = call.transactionId,
): Promise<WalletResult> {
  const p = await party(db, call);
  try {
    return await inTransaction(db, async (trx) => {
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
async function lockBet(trx: Trx, vendorId: number, betTransactionId: string): Promise<void> {
  if (!isPostgres(trx as unknown as Kysely<unknown>)) return;
  const key = `${vendorId}:${betTransactionId}`;
  // Held until this transaction ends: a settlement in the bet's own transaction takes it once.
  await oncePerTransaction(trx, `lock:${key}`, () => sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx));
}

/**
 * A stake (member wallet → house) or a payout (house → member wallet) of one wallet call, keyed
 * on the vendor's transaction id so a repeat can never post twice.
 */
async function postGameMoney(
  trx: Trx,
  input: BetInput | WinInput,
  p: Party,
  kind: 'bet' | 'payout',
  about: { betId: number; round: string },
) {
  const { walletId, houseId } = await accounts(trx, input, p);
  const [from, to] = kind === 'bet' ? [walletId, houseId] : [houseId, walletId];
  const posted = await postTransaction(trx, {
    merchantId: input.merchantId,
    kind,
    idempotencyKey: ledgerKey(p.vendor.id, input.transactionId),
    legs: [
      { accountId: from, amount: minor(-input.amount) },
      { accountId: to, amount: input.amount },
    ],
    metadata: { betId: about.betId, vendor: p.vendor.code, round: about.round },
  });
  // A replayed posting carries the balances of its first time: the answer reads today's then.
  return { id: posted.id, walletId, entries: posted.replayed ? [] : posted.entries };
}

async function balance(db: DbOrTrx, call: WalletCall): Promise<WalletResult> {
  const p = await party(db, call);
  return result(db, call, p, false, null);
}

async function bet(db: DbOrTrx, input: BetInput): Promise<WalletResult> {
  checkAmount(input.amount);
  const hash = hashOf([
    'bet',
    input.memberId,
    input.round,
    input.amount,
    input.currency ?? null,
    input.gameCode ?? null,
  ]);
  return run(db, input, hash, async (trx, p) => {
    if (await betsRepository.rollbackOf(trx, p.vendor.id, input.transactionId)) throw gamesErrors.rolledBack();
    const game = input.gameCode
      ? await catalogueRepository.findGameByCode(trx, input.merchantId, p.vendor.code, input.gameCode)
      : undefined;
    if (input.gameCode && !game) throw gamesErrors.notFound();
    const txId = await betsRepository.insertTransaction(trx, {
      merchantId: input.merchantId,
      vendorId: p.vendor.id,
      transactionId: input.transactionId,
      kind: 'bet',
      betId: null,
      referenceId: null,
      amount: input.amount,
      requestHash: hash,
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
export const winRequestHash = (input: Omit<WinInput, 'merchantId' | 'vendorCode' | 'transactionId'>) =>
  hashOf([
    'win',
    input.memberId,
    input.round,
    input.amount,
    input.currency ?? null,
    input.referenceTransactionId ?? null,
  ]);

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
      const txId = await betsRepository.insertTransaction(trx, {
        merchantId: input.merchantId,
        vendorId: p.vendor.id,
        transactionId: input.transactionId,
        kind: 'win',
        betId: target.id,
        referenceId: target.transactionId,
        amount: input.amount,
        requestHash: hash,
      });
      let posted;
      if (input.amount > 0n) {
        posted = await postGameMoney(trx, input, p, 'payout', { betId: target.id, round: target.round });
        await betsRepository.setTransactionLedger(trx, txId, posted.id);
      }
      await betsRepository.updateBet(trx, target.id, {
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

/**
 * Undoes a bet (its stake and any wins paid on it) or a single win. A rollback for a transaction
 * we never saw is accepted and remembered, so the late original is refused (bets.rolled_back).
 */
async function rollback(db: DbOrTrx, input: RollbackInput): Promise<WalletResult> {
  const hash = hashOf(['rollback', input.memberId, input.referenceTransactionId]);
  return run(
    db,
    input,
    hash,
    async (trx, p) => {
      const target = await betsRepository.findTransaction(trx, p.vendor.id, input.referenceTransactionId);
      const bet = target?.betId ? await betsRepository.findBet(trx, target.betId) : undefined;
      const txId = await betsRepository.insertTransaction(trx, {
        merchantId: input.merchantId,
        vendorId: p.vendor.id,
        transactionId: input.transactionId,
        kind: 'rollback',
        betId: bet?.id ?? null,
        referenceId: input.referenceTransactionId,
        amount: ZERO,
        requestHash: hash,
      });
      const key = ledgerKey(p.vendor.id, input.transactionId);
      if (!target) {
        // Leaves the ledger's marker under the original's key as well: the late bet cannot post.
        await reverse(trx, {
          merchantId: input.merchantId,
          originalKey: ledgerKey(p.vendor.id, input.referenceTransactionId),
          idempotencyKey: key,
          reason: 'vendor rollback before its transaction',
        });
        return result(trx, input, p, false, null);
      }
      if (!bet || bet.status === 'rolled_back' || target.kind === 'rollback' || bet.memberId !== input.memberId)
        return result(trx, input, p, false, bet?.id ?? null);
      const undo = target.kind === 'bet' ? [target, ...(await betsRepository.winsOf(trx, bet.id))] : [target];
      let n = 0;
      let lastLedgerId: number | undefined;
      for (const t of undo) {
        if (t.ledgerId === null) continue;
        const posted = await reverse(trx, {
          merchantId: input.merchantId,
          originalKey: ledgerKey(p.vendor.id, t.transactionId),
          idempotencyKey: n === 0 ? key : `${key}:${n}`,
          reason: 'vendor rollback',
        });
        lastLedgerId = posted.id;
        n++;
      }
      if (lastLedgerId !== undefined) await betsRepository.setTransactionLedger(trx, txId, lastLedgerId);
      const now = new Date().toISOString();
      await betsRepository.updateBet(
        trx,
        bet.id,
        target.kind === 'bet'
          ? { status: 'rolled_back', payout: ZERO, settledAt: now, ...(lastLedgerId ? { lastLedgerId } : {}) }
          : { payout: minor(bet.payout - target.amount), ...(lastLedgerId ? { lastLedgerId } : {}) },
      );
      return result(trx, input, p, false, bet.id);
    },
    input.referenceTransactionId,
  );
}

export const gameWallet = { balance, bet, win, rollback };

import { createHash } from 'node:crypto';
import type { DbOrTrx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import { isCheckViolation } from '../../db/constraint-errors.ts';
import { retryingConflicts } from '../../db/conflict-retry.ts';
import { afterCommit, inRetryingTransaction } from '../../db/unit-of-work.ts';
import { changeFeed } from '../../lib/change-feed.ts';
import type { Minor } from '../../lib/money.ts';
import { ledgerErrors } from './ledger.errors.ts';
import { DEMO_KINDS, SYSTEM_OWNER, memberOwnerKey, REVERSAL_MARKER, type LedgerAccount } from './ledger.model.ts';
import type { MemberAccountKind, PostInput, PostedTransaction, SystemAccountKind } from './ledger.model.ts';
import { isLegMismatch, writePosting } from './ledger-posting.repository.ts';
import { ledgerRepository } from './ledger.repository.ts';

/**
 * The one way money moves; nothing else writes a balance.
 *
 *   postTransaction(trx, input)   inside the caller's unit of work (`inTransaction` from
 *                                 db/unit-of-work.ts): the caller's own row and these postings
 *                                 commit together. Several postings may share one transaction.
 *   postTransaction(db, input)    convenience: a unit of work of its own.
 *
 * Entries sum to zero; balances change in the same statement as the entries; a member account
 * never goes below zero (422 wallet.insufficient_funds); an idempotency key applies once (a
 * repeat returns the first result with `replayed: true`, another body under the same key is 409);
 * a key that a reversal marked before it arrived is refused (409 ledger.reversed_before_posting).
 * A thrown error means nothing of this posting was written; let it roll the caller's work back.
 */
export async function postTransaction(db: DbOrTrx, input: PostInput): Promise<PostedTransaction> {
  validateShape(input);
  // PostgreSQL writes a posting in one statement, which is a transaction of its own: alone, it
  // needs no BEGIN/COMMIT round trips (a third of the cost of a transfer). Alone or in a unit of
  // its own, a posting aborted to break a deadlock simply runs again.
  if (!db.isTransaction && isPostgres(db)) return retryingConflicts(() => postIn(db, input, (emit) => emit(), true));
  const ownUnit = !db.isTransaction;
  return inRetryingTransaction(db, (trx) => postIn(trx, input, (emit) => afterCommit(trx, emit), ownUnit));
}

/** `onCommit` runs a side effect once the posting is visible (at once when it committed already). */
async function postIn(
  trx: DbOrTrx,
  input: PostInput,
  onCommit: (emit: () => void) => void,
  ownUnit: boolean,
): Promise<PostedTransaction> {
  const requestHash = hashRequest(input);
  const createdAt = new Date().toISOString();
  const metadata = input.metadata ?? {};
  // Sorted by account id: the lock order that keeps two transfers over one pair from deadlocking.
  const legs = [...input.legs].sort((a, b) => a.accountId - b.accountId);
  let written;
  try {
    written = await writePosting(
      trx,
      {
        merchantId: input.merchantId,
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        requestHash,
        metadata: JSON.stringify(metadata),
        reversesId: input.reversesId ?? null,
        createdAt,
      },
      legs,
      { ownUnit },
    );
  } catch (error) {
    if (isCheckViolation(error, 'ledger_accounts_non_negative')) throw ledgerErrors.insufficientFunds();
    if (isLegMismatch(error)) throw ledgerErrors.invalid('unknown account, another brand, or demo credit mixed');
    throw error;
  }
  if (!written) return replay(trx, input.merchantId, input.idempotencyKey, requestHash);
  const memberIds = [...new Set(written.entries.flatMap((e) => (e.memberId === null ? [] : [e.memberId])))];
  // Balance caches are out of date only once this commits.
  if (memberIds.length > 0) onCommit(() => changeFeed.emit({ kind: 'balance', memberIds }));
  return {
    id: written.transactionId,
    merchantId: input.merchantId,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    metadata,
    reversesId: input.reversesId ?? null,
    createdAt,
    entries: written.entries.map(({ accountId, amount, balanceAfter }) => ({ accountId, amount, balanceAfter })),
    replayed: false,
  };
}

/** The key is taken: the first result, a conflict, or a marker left by a reversal that came first. */
async function replay(trx: DbOrTrx, merchantId: number, key: string, requestHash: string): Promise<PostedTransaction> {
  const existing = (await ledgerRepository.findTransactionByKey(trx, merchantId, key))!;
  if (existing.kind === REVERSAL_MARKER) throw ledgerErrors.reversedBeforePosting();
  if (existing.request_hash !== requestHash) throw ledgerErrors.idempotencyConflict();
  return (await ledgerRepository.loadPosted(trx, Number(existing.id), true))!;
}

function validateShape(input: PostInput): void {
  if (!input.idempotencyKey || input.idempotencyKey.length > 200) throw ledgerErrors.invalid('idempotency key');
  if (input.legs.length < 2) throw ledgerErrors.invalid('fewer than two legs');
  if (input.legs.some((l) => typeof l.amount !== 'bigint' || l.amount === 0n))
    throw ledgerErrors.invalid('zero or non-integer leg');
  if (input.legs.reduce((sum, l) => sum + l.amount, 0n) !== 0n) throw ledgerErrors.invalid('legs do not sum to zero');
  if (new Set(input.legs.map((l) => l.accountId)).size !== input.legs.length)
    throw ledgerErrors.invalid('account twice');
}

export function hashRequest(input: Pick<PostInput, 'kind' | 'legs' | 'reversesId' | 'metadata'>): string {
  const legs = [...input.legs].sort((a, b) => a.accountId - b.accountId).map((l) => [l.accountId, l.amount.toString()]);
  const canonical = JSON.stringify([input.kind, legs, input.reversesId ?? null, sortKeys(input.metadata ?? {})]);
  return createHash('sha256').update(canonical).digest('hex');
}

function sortKeys(value: Record<string, unknown>): [string, unknown][] {
  return Object.keys(value)
    .sort()
    .map((k) => [k, value[k]]);
}

export async function ensureMemberAccount(
  db: DbOrTrx,
  merchantId: number,
  memberId: number,
  kind: MemberAccountKind,
  currency: string,
): Promise<LedgerAccount> {
  return ensureAccount(db, { merchantId, ownerKey: memberOwnerKey(memberId), memberId, kind, currency });
}

/** `ensureMemberAccount` for many members at once: one query for those that exist. */
export async function ensureMemberAccounts(
  db: DbOrTrx,
  merchantId: number,
  memberIds: number[],
  kind: MemberAccountKind,
  currency: string,
): Promise<Map<number, LedgerAccount>> {
  const found = await ledgerRepository.findAccounts(db, merchantId, memberIds.map(memberOwnerKey), kind);
  const accounts = new Map(found.map((a) => [a.memberId!, a]));
  for (const memberId of memberIds) {
    if (!accounts.has(memberId))
      accounts.set(memberId, await ensureMemberAccount(db, merchantId, memberId, kind, currency));
  }
  return accounts;
}

export async function ensureSystemAccount(
  db: DbOrTrx,
  merchantId: number,
  kind: SystemAccountKind,
  currency: string,
): Promise<LedgerAccount> {
  return ensureAccount(db, { merchantId, ownerKey: SYSTEM_OWNER, memberId: null, kind, currency });
}

async function ensureAccount(
  db: DbOrTrx,
  a: { merchantId: number; ownerKey: string; memberId: number | null; kind: LedgerAccount['kind']; currency: string },
): Promise<LedgerAccount> {
  const found = await ledgerRepository.findAccount(db, a.merchantId, a.ownerKey, a.kind);
  if (found) return found;
  await ledgerRepository.insertAccountIfMissing(db, {
    merchant_id: a.merchantId,
    owner_key: a.ownerKey,
    member_id: a.memberId,
    kind: a.kind,
    currency: a.currency,
    allow_negative: a.memberId === null ? 1 : 0,
    is_demo: DEMO_KINDS.includes(a.kind) ? 1 : 0,
    created_at: new Date().toISOString(),
  });
  return (await ledgerRepository.findAccount(db, a.merchantId, a.ownerKey, a.kind))!;
}

/**
 * The ids of a member's account and a system account of the brand, in one read (the game wallet
 * asks for both on every bet); either is opened when missing. Ids only: balances move.
 */
export async function accountIdsFor(
  db: DbOrTrx,
  merchantId: number,
  member: { memberId: number; kind: MemberAccountKind },
  systemKind: SystemAccountKind,
  currency: string,
): Promise<{ memberAccountId: number; systemAccountId: number }> {
  const found = await ledgerRepository.accountIdsOf(db, merchantId, [
    { ownerKey: memberOwnerKey(member.memberId), kind: member.kind },
    { ownerKey: SYSTEM_OWNER, kind: systemKind },
  ]);
  const memberAccountId =
    found.get(`${memberOwnerKey(member.memberId)}|${member.kind}`) ??
    (await ensureMemberAccount(db, merchantId, member.memberId, member.kind, currency)).id;
  const systemAccountId =
    found.get(`${SYSTEM_OWNER}|${systemKind}`) ?? (await ensureSystemAccount(db, merchantId, systemKind, currency)).id;
  return { memberAccountId, systemAccountId };
}

export async function memberAccounts(db: DbOrTrx, merchantId: number, memberId: number): Promise<LedgerAccount[]> {
  return ledgerRepository.accountsOfOwner(db, merchantId, memberOwnerKey(memberId));
}

/**
 * Transactions whose key starts with `prefix` (deposit:, withdrawal:), with how much each moved
 * (the sum of its positive entries): what domain reconciliation compares its rows against.
 */
export async function postingsByKeyPrefix(db: DbOrTrx, prefix: string): Promise<Map<string, Minor>> {
  return ledgerRepository.movedByKeyPrefix(db, prefix);
}

import { createHash } from 'node:crypto';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import { changeFeed } from '../../lib/change-feed.ts';
import { ledgerErrors } from './ledger.errors.ts';
import {
  DEMO_KINDS,
  SYSTEM_OWNER,
  memberOwnerKey,
  type LedgerAccount,
  type MemberAccountKind,
  type PostInput,
  type PostedEntry,
  type PostedTransaction,
  type SystemAccountKind,
} from './ledger.model.ts';
import { ledgerRepository } from './ledger.repository.ts';

/**
 * The one way money moves. Every other feature calls `postTransaction`; nothing else writes a
 * balance. Entries sum to zero, balances change in the same database transaction, a member
 * account never goes below zero, and an idempotency key applies a transaction once.
 */
export async function postTransaction(db: Db, input: PostInput): Promise<PostedTransaction> {
  validateShape(input);
  const requestHash = hashRequest(input);
  try {
    const { posted, memberIds } = await db.transaction().execute((trx) => post(trx, input, requestHash));
    // Committed: caches of these members' balances are now out of date.
    if (!posted.replayed) changeFeed.emit({ kind: 'balance', memberIds });
    return posted;
  } catch (error) {
    const existing = await ledgerRepository.findTransactionByKey(db, input.merchantId, input.idempotencyKey);
    if (!existing) throw error;
    // The key was already used (by an earlier call or a concurrent one that won the race).
    if (existing.request_hash !== requestHash) throw ledgerErrors.idempotencyConflict();
    return (await ledgerRepository.loadPosted(db, Number(existing.id), true))!;
  }
}

async function post(
  trx: DbOrTrx,
  input: PostInput,
  requestHash: string,
): Promise<{ posted: PostedTransaction; memberIds: number[] }> {
  const existing = await ledgerRepository.findTransactionByKey(trx, input.merchantId, input.idempotencyKey);
  if (existing) {
    if (existing.request_hash !== requestHash) throw ledgerErrors.idempotencyConflict();
    return { posted: (await ledgerRepository.loadPosted(trx, Number(existing.id), true))!, memberIds: [] };
  }
  const accounts = await ledgerRepository.accountsByIds(trx, [...new Set(input.legs.map((l) => l.accountId))]);
  checkAccounts(input, accounts);
  const createdAt = new Date().toISOString();
  const id = await ledgerRepository.insertTransaction(trx, {
    merchantId: input.merchantId,
    idempotencyKey: input.idempotencyKey,
    kind: input.kind,
    requestHash,
    metadata: JSON.stringify(input.metadata ?? {}),
    reversesId: input.reversesId ?? null,
    createdAt,
  });
  // Same lock order everywhere (by account id), so two transfers between the same pair cannot deadlock.
  const legs = [...input.legs].sort((a, b) => a.accountId - b.accountId);
  const entries: PostedEntry[] = [];
  for (const leg of legs) {
    const balanceAfter = await ledgerRepository.applyLeg(trx, leg.accountId, leg.amount);
    if (balanceAfter === undefined) throw ledgerErrors.insufficientFunds();
    const entry = { accountId: leg.accountId, amount: leg.amount, balanceAfter };
    await ledgerRepository.insertEntry(trx, id, entry, createdAt);
    entries.push(entry);
  }
  const memberIds = accounts.flatMap((a) => (a.memberId === null ? [] : [a.memberId]));
  const posted: PostedTransaction = {
    id,
    merchantId: input.merchantId,
    kind: input.kind,
    idempotencyKey: input.idempotencyKey,
    metadata: input.metadata ?? {},
    reversesId: input.reversesId ?? null,
    createdAt,
    entries,
    replayed: false,
  };
  return { posted, memberIds };
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

function checkAccounts(input: PostInput, accounts: LedgerAccount[]): void {
  if (accounts.length !== input.legs.length) throw ledgerErrors.invalid('unknown account');
  if (accounts.some((a) => a.merchantId !== input.merchantId)) throw ledgerErrors.invalid('account of another brand');
  if (new Set(accounts.map((a) => a.isDemo)).size > 1) throw ledgerErrors.invalid('demo credit mixed with real money');
  if (new Set(accounts.map((a) => a.currency)).size > 1) throw ledgerErrors.invalid('currencies mixed');
}

function hashRequest(input: PostInput): string {
  const legs = [...input.legs].sort((a, b) => a.accountId - b.accountId).map((l) => [l.accountId, l.amount.toString()]);
  const canonical = JSON.stringify([input.kind, legs, input.reversesId ?? null, sortKeys(input.metadata ?? {})]);
  return createHash('sha256').update(canonical).digest('hex');
}

function sortKeys(value: Record<string, unknown>): [string, unknown][] {
  return Object.keys(value)
    .sort()
    .map((k) => [k, value[k]]);
}

/** Undoes a transaction with a new one whose legs are negated; the original is never touched. */
export async function reverseTransaction(db: Db, transactionId: number, reason: string): Promise<PostedTransaction> {
  const original = await ledgerRepository.loadPosted(db, transactionId, false);
  if (!original) throw ledgerErrors.invalid('no such transaction');
  // Already reversed: the reversal stands, whatever reason this second request gives.
  const done = await ledgerRepository.findTransactionByKey(db, original.merchantId, `reversal:${transactionId}`);
  if (done) return (await ledgerRepository.loadPosted(db, Number(done.id), true))!;
  return postTransaction(db, {
    merchantId: original.merchantId,
    kind: `reversal:${original.kind}`,
    idempotencyKey: `reversal:${transactionId}`,
    legs: original.entries.map((e) => ({ accountId: e.accountId, amount: -e.amount as Minor })),
    metadata: { reason },
    reversesId: transactionId,
  });
}

export async function ensureMemberAccount(
  db: DbOrTrx,
  merchantId: number,
  memberId: number,
  kind: MemberAccountKind,
  currency: string,
): Promise<LedgerAccount> {
  const ownerKey = memberOwnerKey(memberId);
  const found = await ledgerRepository.findAccount(db, merchantId, ownerKey, kind);
  if (found) return found;
  await ledgerRepository.insertAccountIfMissing(db, {
    merchant_id: merchantId,
    owner_key: ownerKey,
    member_id: memberId,
    kind,
    currency,
    allow_negative: 0,
    is_demo: DEMO_KINDS.includes(kind) ? 1 : 0,
    created_at: new Date().toISOString(),
  });
  return (await ledgerRepository.findAccount(db, merchantId, ownerKey, kind))!;
}

export async function ensureSystemAccount(
  db: DbOrTrx,
  merchantId: number,
  kind: SystemAccountKind,
  currency: string,
): Promise<LedgerAccount> {
  const found = await ledgerRepository.findAccount(db, merchantId, SYSTEM_OWNER, kind);
  if (found) return found;
  await ledgerRepository.insertAccountIfMissing(db, {
    merchant_id: merchantId,
    owner_key: SYSTEM_OWNER,
    member_id: null,
    kind,
    currency,
    allow_negative: 1,
    is_demo: DEMO_KINDS.includes(kind) ? 1 : 0,
    created_at: new Date().toISOString(),
  });
  return (await ledgerRepository.findAccount(db, merchantId, SYSTEM_OWNER, kind))!;
}

export async function memberAccounts(db: DbOrTrx, merchantId: number, memberId: number): Promise<LedgerAccount[]> {
  return ledgerRepository.accountsOfOwner(db, merchantId, memberOwnerKey(memberId));
}

import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../../src/db/schema.ts';
import { minor, toMinor, type Minor } from '../../src/lib/money.ts';
import { findRow, type RowMatch } from '../../src/lib/rows.ts';
import { checkLedger } from '../../src/modules/ledger/ledger-check.usecases.ts';
import type { MemberAccountKind } from '../../src/modules/ledger/ledger.model.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../../src/modules/ledger/ledger.usecases.ts';
import { ledgerRepository } from '../../src/modules/ledger/ledger.repository.ts';
import { createMember, DEFAULT_MERCHANT } from './members.ts';

/**
 * Money for tests, always through the ledger (never a balance written by hand), and the ledger's
 * invariant every money scenario ends on.
 */

/**
 * Credits a member wallet from the house (or demo credit from the demo issuer), as an adjustment
 * would; on the default brand in USD unless another brand is named.
 */
export async function fund(
  db: Db,
  memberId: number,
  amount: bigint,
  kind: MemberAccountKind = 'main',
  brand: { id: number; currency: string } = { id: DEFAULT_MERCHANT, currency: 'USD' },
): Promise<void> {
  const account = await ensureMemberAccount(db, brand.id, memberId, kind, brand.currency);
  const source = await ensureSystemAccount(db, brand.id, kind === 'demo' ? 'demo_issuer' : 'house', brand.currency);
  await postTransaction(db, {
    merchantId: brand.id,
    kind: 'adjustment',
    idempotencyKey: `test-fund:${memberId}:${randomUUID()}`,
    legs: [
      { accountId: source.id, amount: minor(-amount) },
      { accountId: account.id, amount: minor(amount) },
    ],
  });
}

/** The balance of the account whose columns equal `match`; undefined when there is no such account. */
const balanceWhere = (db: Db, match: RowMatch<'ledger_accounts'>): Promise<Minor | undefined> =>
  findRow(db, 'ledger_accounts', match, (account) => toMinor(account.balance));

/** A member account's balance (0 when the account was never opened). */
export async function balanceOf(db: Db, memberId: number, kind: MemberAccountKind = 'main'): Promise<Minor> {
  return (await balanceWhere(db, { owner_key: `member:${memberId}`, kind })) ?? toMinor(0);
}

/**
 * A system account's balance on the default brand, as the ledger reads it: on PostgreSQL its
 * row's plus its shards' (modules/ledger/ledger-shards.ts).
 */
export async function systemBalance(db: Db, kind: 'house' | 'payment_clearing'): Promise<Minor> {
  return (await ledgerRepository.findAccount(db, DEFAULT_MERCHANT, 'system', kind))?.balance ?? toMinor(0);
}

/** The invariant after every scenario: every balance from its entries, and all balances sum to zero. */
export async function expectLedgerSound(db: Db): Promise<void> {
  const check = await checkLedger(db);
  expect(check.globalSum).toBe(0n);
  expect(check.mismatches).toEqual([]);
  expect(check.unbalancedTransactions).toEqual([]);
}

let keySeq = 0;
/** An idempotency key no other posting of the run uses. */
export const uniqueKey = (prefix: string) => `${prefix}:${++keySeq}:${Date.now()}`;

/** Legs moving `amount` from one account to another. */
export const legsMoving = (from: number, to: number, amount: bigint) => [
  { accountId: from, amount: minor(-amount) },
  { accountId: to, amount: minor(amount) },
];

/** A posting on the default brand of `amount` from one account to another, as postTransaction takes it. */
export const posting = (kind: string, from: number, to: number, amount: bigint, idempotencyKey = uniqueKey(kind)) => ({
  merchantId: DEFAULT_MERCHANT,
  kind,
  idempotencyKey,
  legs: legsMoving(from, to, amount),
});

/** A new member's main wallet holding `amount`, and the brand's house account it came from. */
export async function fundedWallet(db: Db, amount: bigint) {
  const member = await createMember(db);
  if (amount > 0n) await fund(db, member.id, amount);
  const wallet = await ensureMemberAccount(db, DEFAULT_MERCHANT, member.id, 'main', 'USD');
  const house = await ensureSystemAccount(db, DEFAULT_MERCHANT, 'house', 'USD');
  return { member, wallet, house };
}

/** An account's balance, by its id (the account must exist); a system account's with its shards. */
export async function accountBalance(db: Db, accountId: number): Promise<bigint> {
  const row = await findRow(db, 'ledger_accounts', { id: accountId }, (a) => a);
  if (row === undefined) throw new Error(`no ledger account ${accountId}`);
  const account = await ledgerRepository.findAccount(db, Number(row.merchant_id), row.owner_key, row.kind as never);
  return account!.balance;
}

import { expect } from 'vitest';
import type { Db } from '../src/db/schema.ts';
import { minor } from '../src/lib/money.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.usecases.ts';
import type { MemberAccountKind } from '../src/modules/ledger/ledger.model.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../src/modules/ledger/ledger.usecases.ts';
import type { Member } from '../src/modules/members/member.model.ts';
import { createSignedInMember, DEFAULT_LOGIN_PASSWORD } from './factories/members.ts';

export const MERCHANT = 1;
export const LOGIN_PASSWORD = DEFAULT_LOGIN_PASSWORD;

/** A member made directly in the database, with a session token (no login round trip). */
export async function newMember(
  db: Db,
  options: { uplineId?: number; isAgent?: number; paymentPassword?: string; language?: string } = {},
): Promise<{ member: Member; token: string }> {
  const { member, token } = await createSignedInMember(db, { ...options, password: LOGIN_PASSWORD });
  return { member, token };
}

let fundSeq = 0;
/** Credits a member wallet from the house (or demo credit from the demo issuer), through the ledger. */
export async function fund(db: Db, memberId: number, cents: bigint, kind: MemberAccountKind = 'main'): Promise<void> {
  const account = await ensureMemberAccount(db, MERCHANT, memberId, kind, 'USD');
  const source = await ensureSystemAccount(db, MERCHANT, kind === 'demo' ? 'demo_issuer' : 'house', 'USD');
  await postTransaction(db, {
    merchantId: MERCHANT,
    kind: 'adjustment',
    idempotencyKey: `test-fund:${memberId}:${++fundSeq}:${Date.now()}`,
    legs: [
      { accountId: source.id, amount: minor(-cents) },
      { accountId: account.id, amount: minor(cents) },
    ],
  });
}

export async function balanceOf(db: Db, memberId: number, kind: MemberAccountKind): Promise<bigint> {
  const account = await ensureMemberAccount(db, MERCHANT, memberId, kind, 'USD');
  return account.balance;
}

/** The invariant after every scenario: every balance from its entries, and all balances sum to zero. */
export async function expectLedgerSound(db: Db): Promise<void> {
  const check = await checkLedger(db);
  expect(check.globalSum).toBe(0n);
  expect(check.mismatches).toEqual([]);
  expect(check.unbalancedTransactions).toEqual([]);
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}`, Language: 'en' });

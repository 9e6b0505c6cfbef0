import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Db } from '../src/db/schema.ts';
import { hashPassword } from '../src/lib/secrets.ts';
import { minor } from '../src/lib/money.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.usecases.ts';
import type { MemberAccountKind } from '../src/modules/ledger/ledger.model.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../src/modules/ledger/ledger.usecases.ts';
import type { Member } from '../src/modules/members/member.model.ts';
import { membersRepository } from '../src/modules/members/members.repository.ts';
import { startSession } from '../src/modules/auth/sessions.usecases.ts';

export const MERCHANT = 1;
export const LOGIN_PASSWORD = 'Login#2026';

/** A member made directly in the database, with a session token (no login round trip). */
export async function newMember(
  db: Db,
  options: { uplineId?: number; isAgent?: number; paymentPassword?: string; language?: string } = {},
): Promise<{ member: Member; token: string }> {
  const name = `m${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const member = await membersRepository.insert(db, {
    merchant_id: MERCHANT,
    username: name,
    username_key: name,
    password_hash: await hashPassword(LOGIN_PASSWORD),
    payment_password_hash: options.paymentPassword ? await hashPassword(options.paymentPassword) : null,
    nickname: `Nick ${name.slice(1, 5)}`,
    mobile: null,
    country_dialing_code: null,
    email: null,
    contact: '{}',
    is_agent: options.isAgent ?? 0,
    upline_id: options.uplineId ?? null,
    affiliate_code: null,
    referral_code: null,
    club_label_id: null,
    avatar_id: 'avatar-01',
    language: options.language ?? 'en',
    first_login: 0,
    must_change_password: 0,
    password_changed_at: new Date().toISOString(),
    trial_expires_at: options.isAgent === 4 ? new Date(Date.now() + 3_600_000).toISOString() : null,
    register_ip: null,
    register_url: null,
    created_at: new Date().toISOString(),
    last_login_at: null,
  });
  const { token } = await startSession(db, member.id, null);
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

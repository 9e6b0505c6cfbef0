import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { OperatorRole } from '@arcadia/contracts';
import type { Db } from '../src/db/schema.ts';
import { minor, toMinor, type Minor } from '../src/lib/money.ts';
import { checkLedger } from '../src/modules/ledger/ledger-check.usecases.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../src/modules/ledger/ledger.usecases.ts';
import { createOperator, operatorLogin } from '../src/modules/operators/operators.usecases.ts';
import { createSignedInMember } from './factories/members.ts';

export const MERCHANT = 1;
export const PAYMENT_PASSWORD = '246810';

/** A member of the demo brand with a live session; trial members are isAgent 4. */
export async function newMember(db: Db, options: { trial?: boolean; paymentPassword?: string | null } = {}) {
  const paymentPassword = options.paymentPassword === undefined ? PAYMENT_PASSWORD : options.paymentPassword;
  const { member, token } = await createSignedInMember(
    db,
    { paymentPassword, isAgent: options.trial ? 4 : 0 },
    '127.0.0.1',
  );
  return { member, token, auth: { authorization: `Bearer ${token}` } };
}

let fundSeq = 0;
/** Money into a main wallet from the house, the way an adjustment would. */
export async function fund(db: Db, memberId: number, amount: bigint): Promise<void> {
  const main = await ensureMemberAccount(db, MERCHANT, memberId, 'main', 'USD');
  const house = await ensureSystemAccount(db, MERCHANT, 'house', 'USD');
  await postTransaction(db, {
    merchantId: MERCHANT,
    kind: 'adjustment',
    idempotencyKey: `test-fund:${++fundSeq}:${randomUUID()}`,
    legs: [
      { accountId: house.id, amount: minor(-amount) },
      { accountId: main.id, amount: minor(amount) },
    ],
  });
}

export async function balanceOf(db: Db, memberId: number, kind: 'main' | 'withdrawal_hold' = 'main'): Promise<Minor> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_key', '=', `member:${memberId}`)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return toMinor(row?.balance ?? 0);
}

export async function systemBalance(db: Db, kind: 'house' | 'payment_clearing'): Promise<Minor> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('owner_key', '=', 'system')
    .where('kind', '=', kind)
    .where('merchant_id', '=', MERCHANT)
    .executeTakeFirst();
  return toMinor(row?.balance ?? 0);
}

export async function operatorToken(db: Db, role: OperatorRole, merchantId: number | null = null) {
  const username = `op_${randomUUID().slice(0, 8)}`;
  const operator = await createOperator(db, { username, password: 'operator-pass-1', role, merchantId });
  const { token } = await operatorLogin(db, username, 'operator-pass-1', null);
  return { operator, token, auth: { authorization: `Bearer ${token}` } };
}

export async function inboxTemplates(db: Db, memberId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('inbox_messages')
    .select('template')
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.template);
}

/** The invariant every scenario keeps: entries balance and all balances sum to zero. */
export async function expectLedgerSound(db: Db): Promise<void> {
  const check = await checkLedger(db);
  expect(check.globalSum).toBe(0n);
  expect(check.mismatches).toEqual([]);
  expect(check.unbalancedTransactions).toEqual([]);
}

export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

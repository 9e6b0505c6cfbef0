import type { Selectable } from 'kysely';
import { MAX_PAYOUT_ACCOUNTS, type PayoutAccount as PayoutAccountView } from '@arcadia/contracts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { findRow } from '../../lib/rows.ts';
import { lockMember } from '../members/member-lock.ts';
import type { Member } from '../members/member.model.ts';
import { withdrawalErrors } from './withdrawals.errors.ts';
import { maskAccountNumber } from './withdrawal.model.ts';
import type { PayoutAccountsTable } from './withdrawals.tables.ts';

export type PayoutAccount = {
  id: number;
  memberId: number;
  type: 'bank' | 'ewallet';
  holderName: string;
  providerName: string;
  accountNumber: string;
  createdAt: string;
};

const mapAccount = (row: Selectable<PayoutAccountsTable>): PayoutAccount => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  type: row.type === 'ewallet' ? 'ewallet' : 'bank',
  holderName: row.holder_name,
  providerName: row.provider_name,
  accountNumber: row.account_number,
  createdAt: row.created_at,
});

export const toPayoutAccountView = (a: PayoutAccount): PayoutAccountView => ({
  id: String(a.id),
  type: a.type,
  holderName: a.holderName,
  providerName: a.providerName,
  accountNumberMasked: maskAccountNumber(a.accountNumber),
  createdAt: a.createdAt,
});

/** Spaces and dashes are how people type numbers, not part of them. */
const normaliseNumber = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

export async function listPayoutAccounts(db: DbOrTrx, memberId: number): Promise<PayoutAccount[]> {
  const rows = await db
    .selectFrom('payout_accounts')
    .selectAll()
    .where('member_id', '=', memberId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map(mapAccount);
}

export function findPayoutAccount(db: DbOrTrx, memberId: number, id: number): Promise<PayoutAccount | undefined> {
  return findRow(db, 'payout_accounts', { id, member_id: memberId, removed_at: null }, mapAccount);
}

/** The cap and the duplicate check are decided under the member's lock, so concurrent adds cannot pass both. */
export async function addPayoutAccount(
  db: Db,
  member: Member,
  input: { type: 'bank' | 'ewallet'; holderName: string; providerName: string; accountNumber: string },
): Promise<PayoutAccount> {
  const accountNumber = normaliseNumber(input.accountNumber);
  return inRetryingTransaction(db, async (trx) => {
    await lockMember(trx, member.id);
    const existing = await listPayoutAccounts(trx, member.id);
    if (existing.some((a) => a.type === input.type && a.accountNumber === accountNumber))
      throw withdrawalErrors.payoutDuplicate();
    if (existing.length >= MAX_PAYOUT_ACCOUNTS) throw withdrawalErrors.payoutLimitReached(MAX_PAYOUT_ACCOUNTS);
    const row = await trx
      .insertInto('payout_accounts')
      .values({
        merchant_id: member.merchantId,
        member_id: member.id,
        type: input.type,
        holder_name: input.holderName.trim(),
        provider_name: input.providerName.trim(),
        account_number: accountNumber,
        created_at: new Date().toISOString(),
        removed_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return mapAccount(row);
  });
}

/** Soft removal: withdrawals keep pointing at the row, and already carry their own copy. */
export async function removePayoutAccount(db: Db, member: Member, id: number): Promise<void> {
  const result = await db
    .updateTable('payout_accounts')
    .set({ removed_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('member_id', '=', member.id)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw withdrawalErrors.payoutNotFound();
}

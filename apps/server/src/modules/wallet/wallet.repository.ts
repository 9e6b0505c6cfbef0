import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import { memberOwnerKey } from '../ledger/ledger.model.ts';

export type BalanceSummary = {
  /** main plus every vendor sub-wallet: what a real member can play with. */
  spendable: Minor;
  /** Demo credit of a trial account; never added to real money. */
  demo: Minor;
  unread: number;
};

export type MoveRecord = { id: number; key: string; metadata: Record<string, unknown> };

export const walletRepository = {
  /**
   * The header balance and the unread count in one statement: the header polls this, so it is a
   * single indexed read (the owner index on ledger_accounts, the unread index on inbox_messages).
   */
  async balanceSummary(db: DbOrTrx, merchantId: number, memberId: number): Promise<BalanceSummary> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select([
        sql<
          string | number
        >`coalesce(sum(case when kind = 'main' or kind like 'vendor:%' then balance else 0 end), 0)`.as('spendable'),
        sql<string | number>`coalesce(sum(case when kind = 'demo' then balance else 0 end), 0)`.as('demo'),
        sql<
          string | number
        >`(select count(*) from inbox_messages where member_id = ${memberId} and read_at is null)`.as('unread'),
      ])
      .where('merchant_id', '=', merchantId)
      .where('owner_key', '=', memberOwnerKey(memberId))
      .executeTakeFirstOrThrow();
    return { spendable: toMinor(row.spendable), demo: toMinor(row.demo), unread: Number(row.unread) };
  },

  /** Ledger transactions posted under any of these idempotency keys (replays of a transfer). */
  async transactionsByKeys(db: DbOrTrx, merchantId: number, keys: string[]): Promise<MoveRecord[]> {
    if (keys.length === 0) return [];
    const rows = await db
      .selectFrom('ledger_transactions')
      .select(['id', 'idempotency_key', 'metadata'])
      .where('merchant_id', '=', merchantId)
      .where('idempotency_key', 'in', keys)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      key: r.idempotency_key,
      metadata: JSON.parse(r.metadata) as Record<string, unknown>,
    }));
  },
};

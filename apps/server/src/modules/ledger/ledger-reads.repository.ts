import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import { memberOwnerKey } from './ledger.model.ts';

export type BalanceTotals = {
  /** main plus every vendor sub-wallet: what a real member can play with. */
  spendable: Minor;
  /** Demo credit of a trial account; never added to real money. */
  demo: Minor;
};

export type MoveRecord = { id: number; key: string; metadata: Record<string, unknown> };

/** Reads of the ledger other modules need (the wallet's header balance and transfer replays). */
export const ledgerReadsRepository = {
  /** A member's spendable and demo totals in one indexed read (the owner index on ledger_accounts). */
  async balanceTotals(db: DbOrTrx, merchantId: number, memberId: number): Promise<BalanceTotals> {
    const row = await db
      .selectFrom('ledger_accounts')
      .select([
        sql<
          string | number
        >`coalesce(sum(case when kind = 'main' or kind like 'vendor:%' then balance else 0 end), 0)`.as('spendable'),
        sql<string | number>`coalesce(sum(case when kind = 'demo' then balance else 0 end), 0)`.as('demo'),
      ])
      .where('merchant_id', '=', merchantId)
      .where('owner_key', '=', memberOwnerKey(memberId))
      .executeTakeFirstOrThrow();
    return { spendable: toMinor(row.spendable), demo: toMinor(row.demo) };
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

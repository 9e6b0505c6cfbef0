import { isPostgres } from '../../db/migrations/helpers.ts';
import type { Trx } from '../../db/schema.ts';

/**
 * Per-member caps (pending withdrawals, payout accounts, and later ones) are counted and written
 * under this lock, so concurrent requests of one member are decided one after another. PostgreSQL:
 * a row lock held to the end of the caller's transaction, on any instance. SQLite: transactions of
 * the one process already run one at a time.
 */
export async function lockMember(trx: Trx, memberId: number): Promise<void> {
  if (!isPostgres(trx as never)) return;
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}

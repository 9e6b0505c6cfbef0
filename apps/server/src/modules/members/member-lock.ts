import { isPostgres } from '../../db/dialect.ts';
import type { Trx } from '../../db/schema.ts';

/**
 * Per-member caps (pending withdrawals, payout accounts, and later ones) are counted and written
 * under this lock, so concurrent requests of one member are decided one after another. PostgreSQL:
 * a row lock held to the end of the caller's transaction, on any instance. SQLite: transactions of
 * the one process already run one at a time.
 *
 * Lock order (docs/architecture.md, "Locks and retries"): take it first, before any ledger
 * account. It is `FOR NO KEY UPDATE`, never `FOR UPDATE`: every insert of a row that references
 * the member (a bet, an inbox message, a withdrawal) checks its foreign key with `FOR KEY SHARE` on
 * this row, which `FOR UPDATE` blocks. An operator's rejection that had locked the member's
 * accounts then waited at its inbox message for this lock, while the holder waited for those
 * accounts: PostgreSQL broke the deadlock by failing one of them (issue 23, hole 4).
 */
export async function lockMember(trx: Trx, memberId: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().execute();
}

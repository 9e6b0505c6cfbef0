import type { OperatorRole } from '@arcadia/contracts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { isPostgres } from '../../db/dialect.ts';
import { updateRows } from '../../lib/rows.ts';
import type { Operator } from './operator.model.ts';
import { mapOperator } from './operators.repository.ts';

/** An operator as the console's account list shows it: with whether an authenticator is enrolled. */
export type OperatorAccount = Operator & { twoFactor: boolean };

const accounts = (db: DbOrTrx) => db.selectFrom('operators').selectAll();

const mapAccount = (row: Parameters<typeof mapOperator>[0]): OperatorAccount => ({
  ...mapOperator(row),
  twoFactor: row.totp_secret !== null,
});

export const operatorAccountsRepository = {
  /** Every account (scope null) or a brand's, by name. */
  async list(db: DbOrTrx, merchantScope: number | null): Promise<OperatorAccount[]> {
    const rows = await accounts(db)
      .$if(merchantScope !== null, (q) => q.where('merchant_id', '=', merchantScope))
      .orderBy('username_key')
      .execute();
    return rows.map(mapAccount);
  },

  async find(db: DbOrTrx, id: number): Promise<OperatorAccount | undefined> {
    const row = await accounts(db).where('id', '=', id).executeTakeFirst();
    return row && mapAccount(row);
  },

  /**
   * The active admins (id and brand), locked until the transaction ends on PostgreSQL: two admins
   * demoting or locking each other at once queue here, so the second sees the first's change.
   * SQLite runs one writing transaction at a time.
   */
  async lockActiveAdmins(trx: Trx): Promise<{ id: number; merchantId: number | null }[]> {
    const query = trx
      .selectFrom('operators')
      .select(['id', 'merchant_id'])
      .where('role', '=', 'admin')
      .where('disabled', '=', 0)
      .orderBy('id');
    const rows = await (isPostgres(trx) ? query.forUpdate() : query).execute();
    return rows.map((r) => ({ id: Number(r.id), merchantId: r.merchant_id === null ? null : Number(r.merchant_id) }));
  },

  async setRole(db: DbOrTrx, id: number, role: OperatorRole): Promise<void> {
    await updateRows(db, 'operators', { id }, { role });
  },

  async revokeSessions(db: DbOrTrx, operatorId: number, now: string): Promise<void> {
    await updateRows(db, 'operator_sessions', { operator_id: operatorId, revoked_at: null }, { revoked_at: now });
  },

  async setDisabled(db: DbOrTrx, id: number, disabled: boolean): Promise<void> {
    await updateRows(db, 'operators', { id }, { disabled: disabled ? 1 : 0 });
  },
};

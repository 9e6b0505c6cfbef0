import type { Selectable } from 'kysely';
import { operatorRoleSchema, type OperatorRole } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { findRow, updateRows } from '../../lib/rows.ts';
import type { Operator } from './operator.model.ts';
import type { OperatorsTable } from './operators.tables.ts';

const mapOperator = (row: Selectable<OperatorsTable>): Operator => ({
  id: Number(row.id),
  username: row.username,
  role: operatorRoleSchema.parse(row.role),
  merchantId: row.merchant_id === null ? null : Number(row.merchant_id),
  disabled: Number(row.disabled) === 1,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

export type OperatorSession = { id: number; operatorId: number; lastSeenAt: string; revokedAt: string | null };

export const operatorsRepository = {
  async insert(
    db: DbOrTrx,
    values: { username: string; passwordHash: string; role: OperatorRole; merchantId: number | null },
  ): Promise<Operator> {
    const row = await db
      .insertInto('operators')
      .values({
        username: values.username,
        username_key: values.username.toLowerCase(),
        password_hash: values.passwordHash,
        role: values.role,
        merchant_id: values.merchantId,
        disabled: 0,
        created_at: new Date().toISOString(),
        last_login_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return mapOperator(row);
  },

  findByUsername(db: DbOrTrx, username: string): Promise<(Operator & { passwordHash: string }) | undefined> {
    return findRow(db, 'operators', { username_key: username.trim().toLowerCase() }, (row) => ({
      ...mapOperator(row),
      passwordHash: row.password_hash,
    }));
  },

  findById(db: DbOrTrx, id: number): Promise<Operator | undefined> {
    return findRow(db, 'operators', { id }, mapOperator);
  },

  async touchLogin(db: DbOrTrx, id: number, now: string): Promise<void> {
    await db.updateTable('operators').set({ last_login_at: now }).where('id', '=', id).execute();
  },

  async insertSession(
    db: DbOrTrx,
    values: { operatorId: number; tokenHash: string; ip: string | null; now: string },
  ): Promise<void> {
    await db
      .insertInto('operator_sessions')
      .values({
        operator_id: values.operatorId,
        token_hash: values.tokenHash,
        ip: values.ip,
        created_at: values.now,
        last_seen_at: values.now,
        revoked_at: null,
      })
      .execute();
  },

  async findSession(db: DbOrTrx, tokenHash: string): Promise<OperatorSession | undefined> {
    const row = await db
      .selectFrom('operator_sessions')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return (
      row && {
        id: Number(row.id),
        operatorId: Number(row.operator_id),
        lastSeenAt: row.last_seen_at,
        revokedAt: row.revoked_at,
      }
    );
  },

  async touchSession(db: DbOrTrx, id: number, now: string): Promise<void> {
    await updateRows(db, 'operator_sessions', { id }, { last_seen_at: now });
  },

  async revokeSession(db: DbOrTrx, id: number, now: string): Promise<void> {
    await updateRows(db, 'operator_sessions', { id, revoked_at: null }, { revoked_at: now });
  },
};

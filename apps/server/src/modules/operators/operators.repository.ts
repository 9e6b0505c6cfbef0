import type { Selectable } from 'kysely';
import { operatorRoleSchema, type OperatorRole } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { findRow, updateRows } from '../../lib/rows.ts';
import type { Operator } from './operator.model.ts';
import type { OperatorsTable } from './operators.tables.ts';

export const mapOperator = (row: Selectable<OperatorsTable>): Operator => ({
  id: Number(row.id),
  username: row.username,
  role: operatorRoleSchema.parse(row.role),
  merchantId: row.merchant_id === null ? null : Number(row.merchant_id),
  disabled: Number(row.disabled) === 1,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

export type OperatorSession = {
  id: number;
  operatorId: number;
  createdAt: string;
  lastSeenAt: string;
  revokedAt: string | null;
  /** Null while only the password was given (a sign-in challenge). */
  verifiedAt: string | null;
};

/** The operator's two-factor state (kept off the Operator model: secrets stay in this module). */
export type OperatorTotp = { secret: string | null; pendingSecret: string | null; lastStep: number | null };

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
    values: { operatorId: number; tokenHash: string; ip: string | null; now: string; verified: boolean },
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
        verified_at: values.verified ? values.now : null,
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
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
        revokedAt: row.revoked_at,
        verifiedAt: row.verified_at,
      }
    );
  },

  async touchSession(db: DbOrTrx, id: number, now: string): Promise<void> {
    await updateRows(db, 'operator_sessions', { id }, { last_seen_at: now });
  },

  async revokeSession(db: DbOrTrx, id: number, now: string): Promise<void> {
    await updateRows(db, 'operator_sessions', { id, revoked_at: null }, { revoked_at: now });
  },

  /** The second step passed: the challenge becomes a session under a fresh token, once. */
  async verifySession(db: DbOrTrx, id: number, tokenHash: string, now: string): Promise<boolean> {
    const changed = await updateRows(
      db,
      'operator_sessions',
      { id, verified_at: null, revoked_at: null },
      { token_hash: tokenHash, verified_at: now, last_seen_at: now },
    );
    return changed === 1;
  },

  async totpOf(db: DbOrTrx, operatorId: number): Promise<OperatorTotp> {
    const row = await db
      .selectFrom('operators')
      .select(['totp_secret', 'totp_pending_secret', 'totp_last_step'])
      .where('id', '=', operatorId)
      .executeTakeFirstOrThrow();
    return {
      secret: row.totp_secret,
      pendingSecret: row.totp_pending_secret,
      lastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
    };
  },

  async setPendingSecret(db: DbOrTrx, operatorId: number, secret: string): Promise<void> {
    await updateRows(db, 'operators', { id: operatorId, totp_secret: null }, { totp_pending_secret: secret });
  },

  /** Confirms the pending secret, or records a used step: only forward in time, so a code works once. */
  async useStep(db: DbOrTrx, operatorId: number, step: number, confirm: string | null, now: string): Promise<boolean> {
    let query = db
      .updateTable('operators')
      .set(
        confirm
          ? { totp_secret: confirm, totp_pending_secret: null, totp_enabled_at: now, totp_last_step: step }
          : { totp_last_step: step },
      )
      .where('id', '=', operatorId)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]));
    if (confirm) query = query.where('totp_secret', 'is', null);
    return Number((await query.executeTakeFirst()).numUpdatedRows) === 1;
  },

  /** An admin's reset: the operator enrols again at the next sign-in. */
  async resetTotp(db: DbOrTrx, operatorId: number): Promise<void> {
    await updateRows(
      db,
      'operators',
      { id: operatorId },
      { totp_secret: null, totp_pending_secret: null, totp_enabled_at: null, totp_last_step: null },
    );
    await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
  },

  async replaceRecoveryCodes(db: DbOrTrx, operatorId: number, hashes: string[], now: string): Promise<void> {
    await db.deleteFrom('operator_recovery_codes').where('operator_id', '=', operatorId).execute();
    await db
      .insertInto('operator_recovery_codes')
      .values(hashes.map((code_hash) => ({ operator_id: operatorId, code_hash, created_at: now, used_at: null })))
      .execute();
  },

  /** Spends one recovery code: of two racing uses exactly one succeeds. */
  async useRecoveryCode(db: DbOrTrx, operatorId: number, hash: string, now: string): Promise<boolean> {
    const changed = await updateRows(
      db,
      'operator_recovery_codes',
      { operator_id: operatorId, code_hash: hash, used_at: null },
      { used_at: now },
    );
    return changed === 1;
  },
};

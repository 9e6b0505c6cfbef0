import type { SmsPurpose } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { newestRows } from '../../lib/rows.ts';

export type SmsCode = {
  id: number;
  merchantId: number;
  purpose: SmsPurpose;
  mobile: string;
  codeHash: string;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  consumedAt: Date | null;
};

type Row = {
  id: number | string;
  merchant_id: number;
  purpose: string;
  mobile: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
};

const toSmsCode = (row: Row): SmsCode => ({
  id: Number(row.id),
  merchantId: Number(row.merchant_id),
  purpose: row.purpose as SmsPurpose,
  mobile: row.mobile,
  codeHash: row.code_hash,
  attempts: Number(row.attempts),
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  consumedAt: row.consumed_at ? new Date(row.consumed_at) : null,
});

export type SmsCodeKey = { merchantId: number; purpose: SmsPurpose; mobile: string };

export const smsCodesRepository = {
  async insert(
    db: DbOrTrx,
    code: SmsCodeKey & { codeHash: string; ip: string; createdAt: Date; expiresAt: Date },
  ): Promise<number> {
    const row = await db
      .insertInto('sms_codes')
      .values({
        merchant_id: code.merchantId,
        purpose: code.purpose,
        mobile: code.mobile,
        code_hash: code.codeHash,
        ip: code.ip,
        created_at: code.createdAt.toISOString(),
        expires_at: code.expiresAt.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  },

  /** The newest code not yet consumed for this brand, number and purpose. */
  async findLatestOpen(db: DbOrTrx, key: SmsCodeKey): Promise<SmsCode | undefined> {
    const open = { merchant_id: key.merchantId, mobile: key.mobile, purpose: key.purpose, consumed_at: null };
    const [latest] = await newestRows(db, 'sms_codes', open, { limit: 1 }, toSmsCode);
    return latest;
  },

  /** Codes made after `since` for a number (any brand) or from an IP, and the oldest of them. */
  async countSince(
    db: DbOrTrx,
    by: { mobile: string } | { ip: string },
    since: Date,
  ): Promise<{ count: number; oldest: Date | null }> {
    const row = await db
      .selectFrom('sms_codes')
      .select((eb) => [eb.fn.countAll<number | string>().as('count'), eb.fn.min('created_at').as('oldest')])
      .where('mobile' in by ? 'mobile' : 'ip', '=', 'mobile' in by ? by.mobile : by.ip)
      .where('created_at', '>', since.toISOString())
      .executeTakeFirstOrThrow();
    return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
  },

  /**
   * Counts one attempt, unless the code already had `maxAttempts` or was consumed meanwhile;
   * the condition in the UPDATE makes concurrent guesses unable to exceed the limit.
   */
  async countAttempt(db: DbOrTrx, id: number, maxAttempts: number): Promise<boolean> {
    const result = await db
      .updateTable('sms_codes')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('attempts', '<', maxAttempts)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Single use: only the first of two concurrent consumers changes the row. */
  async consume(db: DbOrTrx, id: number, now: Date): Promise<boolean> {
    const result = await db
      .updateTable('sms_codes')
      .set({ consumed_at: now.toISOString() })
      .where('id', '=', id)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** A code whose SMS could not be sent must not block the next request as a live one. */
  async expire(db: DbOrTrx, id: number, now: Date): Promise<void> {
    await db.updateTable('sms_codes').set({ expires_at: now.toISOString() }).where('id', '=', id).execute();
  },

  /** Rows older than the longest throttle window serve no rule any more. */
  async deleteOlderThan(db: DbOrTrx, before: Date): Promise<void> {
    await db.deleteFrom('sms_codes').where('created_at', '<', before.toISOString()).execute();
  },
};

import type { DbOrTrx } from '../../db/schema.ts';

export type StoredCaptcha = { id: number; answerHash: string; ip: string; expiresAt: Date };

export const captchaRepository = {
  async insert(
    db: DbOrTrx,
    captcha: { keyHash: string; answerHash: string; ip: string; createdAt: Date; expiresAt: Date },
  ): Promise<void> {
    await db
      .insertInto('captchas')
      .values({
        key_hash: captcha.keyHash,
        answer_hash: captcha.answerHash,
        ip: captcha.ip,
        created_at: captcha.createdAt.toISOString(),
        expires_at: captcha.expiresAt.toISOString(),
      })
      .execute();
  },

  /**
   * Marks the captcha used and returns it, in one statement: of two concurrent checks of the
   * same key only one gets the row, so an answer can never be used twice.
   */
  async take(db: DbOrTrx, keyHash: string, now: Date): Promise<StoredCaptcha | undefined> {
    const row = await db
      .updateTable('captchas')
      .set({ used_at: now.toISOString() })
      .where('key_hash', '=', keyHash)
      .where('used_at', 'is', null)
      .returning(['id', 'answer_hash', 'ip', 'expires_at'])
      .executeTakeFirst();
    return row && { id: Number(row.id), answerHash: row.answer_hash, ip: row.ip, expiresAt: new Date(row.expires_at) };
  },

  /** Expired captchas are useless; dropping them keeps the table as small as the live set. */
  async deleteExpired(db: DbOrTrx, now: Date): Promise<void> {
    await db.deleteFrom('captchas').where('expires_at', '<', now.toISOString()).execute();
  },
};

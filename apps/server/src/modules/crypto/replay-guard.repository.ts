import type { DbOrTrx } from '../../db/schema.ts';

export const replayGuardRepository = {
  /** True when the digest was not there yet; the primary key makes this atomic across instances. */
  async insertIfNew(db: DbOrTrx, digest: string, expiresAt: string): Promise<boolean> {
    const row = await db
      .insertInto('replay_guard')
      .values({ digest, expires_at: expiresAt })
      .onConflict((oc) => oc.column('digest').doNothing())
      .returning('digest')
      .executeTakeFirst();
    return row !== undefined;
  },

  async purgeExpired(db: DbOrTrx, now: string): Promise<number> {
    const result = await db.deleteFrom('replay_guard').where('expires_at', '<=', now).executeTakeFirst();
    return Number(result.numDeletedRows);
  },

  async count(db: DbOrTrx): Promise<number> {
    const row = await db
      .selectFrom('replay_guard')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  },
};

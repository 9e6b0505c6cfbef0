import type { DbOrTrx } from '../../db/schema.ts';

export type StoredKey = { kid: string; publicJwk: string; privatePem: string; createdAt: string };

export const encryptionKeysRepository = {
  async findActive(db: DbOrTrx): Promise<StoredKey | undefined> {
    const row = await db
      .selectFrom('encryption_keys')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row && { kid: row.kid, publicJwk: row.public_jwk, privatePem: row.private_pem, createdAt: row.created_at };
  },

  async findByKid(db: DbOrTrx, kid: string): Promise<StoredKey | undefined> {
    const row = await db.selectFrom('encryption_keys').selectAll().where('kid', '=', kid).executeTakeFirst();
    return row && { kid: row.kid, publicJwk: row.public_jwk, privatePem: row.private_pem, createdAt: row.created_at };
  },

  async insert(db: DbOrTrx, key: StoredKey): Promise<void> {
    await db
      .insertInto('encryption_keys')
      .values({
        kid: key.kid,
        public_jwk: key.publicJwk,
        private_pem: key.privatePem,
        active: 1,
        created_at: key.createdAt,
      })
      .execute();
  },
};

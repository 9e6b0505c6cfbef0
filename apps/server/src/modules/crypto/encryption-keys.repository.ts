import type { DbOrTrx } from '../../db/schema.ts';
import { findRow, type RowOf } from '../../lib/rows.ts';

export type StoredKey = { kid: string; publicJwk: string; privatePem: string; createdAt: string };

const mapKey = (row: RowOf<'encryption_keys'>): StoredKey => ({
  kid: row.kid,
  publicJwk: row.public_jwk,
  privatePem: row.private_pem,
  createdAt: row.created_at,
});

export const encryptionKeysRepository = {
  async findActive(db: DbOrTrx): Promise<StoredKey | undefined> {
    const row = await db
      .selectFrom('encryption_keys')
      .selectAll()
      .where('active', '=', 1)
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    return row && mapKey(row);
  },

  findByKid(db: DbOrTrx, kid: string): Promise<StoredKey | undefined> {
    return findRow(db, 'encryption_keys', { kid }, mapKey);
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

import type { Kysely } from 'kysely';

/**
 * Encrypted bodies already accepted, by a digest of their unwrapped AES key (which a replaying
 * client cannot change without breaking the body), kept in the database so a replay is refused on
 * every instance and after a restart. Rows are purged once the timestamp window has passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('replay_guard')
    .addColumn('digest', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('expires_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('replay_guard_expires_idx').on('replay_guard').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('replay_guard').execute();
}

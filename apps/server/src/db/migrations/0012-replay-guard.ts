import type { Kysely } from 'kysely';
import { createTables } from './helpers.ts';

/**
 * Encrypted bodies already accepted, by a digest of their unwrapped AES key (which a replaying
 * client cannot change without breaking the body), kept in the database so a replay is refused on
 * every instance and after a restart. Rows are purged once the timestamp window has passed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    replay_guard: {
      columns: {
        digest: 'varchar(64) primary key',
        expires_at: 'varchar(40) not null',
      },
      indexes: {
        replay_guard_expires_idx: '(expires_at)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('replay_guard').execute();
}

import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * In-house provably fair seeds: one active seed pair per member and game family (a partial unique
 * index), revealed ones kept so every past bet stays verifiable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('bgs_seeds'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('server_seed', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`nonce >= 0`),
    )
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'revealed')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revealed_at', 'text')
    .execute();
  await sql`create unique index bgs_seeds_active on bgs_seeds (member_id, family) where status = 'active'`.execute(db);
  await db.schema.createIndex('bgs_seeds_member').on('bgs_seeds').columns(['member_id', 'family', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bgs_seeds').execute();
}

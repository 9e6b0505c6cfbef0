import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * One row per in-house bet beside its `bets` row: the seed pair and nonce it was played under and
 * its outcome, so every line of the betting record can be verified. A Mines game stays `open`
 * while tiles are revealed; one open game per member (a partial unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('bgs_rounds'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('bet_id', 'integer', (c) => c.notNull().unique().references('bets.id'))
    .addColumn('seed_id', 'integer', (c) => c.notNull().references('bgs_seeds.id'))
    .addColumn('family', 'text', (c) => c.notNull())
    .addColumn('server_seed_hash', 'text', (c) => c.notNull())
    .addColumn('client_seed', 'text', (c) => c.notNull())
    .addColumn('nonce', 'integer', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('multiplier4', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('settled', 'open', 'lost', 'cashed_out')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bgs_rounds_seed_nonce')
    .on('bgs_rounds')
    .columns(['seed_id', 'nonce'])
    .unique()
    .execute();
  await db.schema.createIndex('bgs_rounds_member').on('bgs_rounds').columns(['member_id', 'family', 'id']).execute();
  await sql`create unique index bgs_rounds_open_mines on bgs_rounds (member_id) where status = 'open'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bgs_rounds').execute();
}

import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Live Crash. `crash_chains`: a hash chain generated ahead from a secret seed, its terminating hash
 * and salt published before its first round (checkpoints every thousandth hash, so a round's hash
 * is found without walking the whole chain). `crash_rounds`: one row per shared round, written with
 * its hash and crash point when its betting phase opens (the point is committed before any bet),
 * the flight start and bust time fixed then too, so a round in flight when its server died is
 * settled by that same point. `crash_bets`: one per player and round beside its `bets` row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('crash_chains'))
    .addColumn('seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('terminating_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('salt', 'varchar(128)', (c) => c.notNull())
    .addColumn('first_round', 'integer', (c) => c.notNull().unique())
    .addColumn('length', 'integer', (c) => c.notNull())
    .addColumn('checkpoint_every', 'integer', (c) => c.notNull())
    .addColumn('checkpoints', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('crash_rounds'))
    .addColumn('number', 'integer', (c) => c.notNull().unique())
    .addColumn('chain_id', 'integer', (c) => c.notNull().references('crash_chains.id'))
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('crash100', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('flight_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('bust_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('busted_at', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('crash_rounds_status', sql`status in ('betting', 'flying', 'busted')`)
    .execute();
  await db.schema.createIndex('crash_rounds_status').on('crash_rounds').columns(['status', 'number']).execute();

  await withId(db, db.schema.createTable('crash_bets'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('round_id', 'integer', (c) => c.notNull().references('crash_rounds.id'))
    .addColumn('bet_id', 'integer', (c) => c.notNull().unique().references('bets.id'))
    .addColumn('player_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('auto_cashout100', 'integer')
    .addColumn('cashout100', 'integer')
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(12)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('settled_at', 'varchar(40)')
    .addCheckConstraint('crash_bets_status', sql`status in ('active', 'cashed_out', 'lost')`)
    .execute();
  await db.schema
    .createIndex('crash_bets_round_member')
    .on('crash_bets')
    .columns(['round_id', 'member_id'])
    .unique()
    .execute();
  await db.schema.createIndex('crash_bets_member').on('crash_bets').columns(['member_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('crash_bets').execute();
  await db.schema.dropTable('crash_rounds').execute();
  await db.schema.dropTable('crash_chains').execute();
}

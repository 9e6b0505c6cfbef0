import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Slip lines: one selection on one issue, priced when placed (odds fixed then), each backed by
 * one bet of the game wallet (`lot:<line id>`). A chase places the same lines on the next issues.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('lottery_chases'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('game_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('issues', 'integer', (c) => c.notNull())
    .addColumn('stop_on_win', 'integer', (c) => c.notNull())
    // running until its last issue settles; stopped when a win refunded the rest.
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('running'))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('lottery_chases_state', sql`state in ('running', 'stopped', 'done')`)
    .execute();

  await withId(db, db.schema.createTable('lottery_lines'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id'))
    .addColumn('issue_id', 'bigint', (c) => c.notNull().references('lottery_issues.id'))
    .addColumn('slip', 'varchar(40)', (c) => c.notNull())
    .addColumn('chase_id', 'bigint', (c) => c.references('lottery_chases.id'))
    .addColumn('prize_mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('bet_type', 'varchar(24)', (c) => c.notNull())
    .addColumn('pick', 'varchar(40)', (c) => c.notNull())
    .addColumn('stake', 'bigint', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('odds_milli', 'integer', (c) => c.notNull())
    .addColumn('cost', 'bigint', (c) => c.notNull())
    .addColumn('payout_per_hit', 'bigint', (c) => c.notNull())
    // open → won | lost at settlement; cancelled by the player before close; refunded when a chase
    // stops or the issue is voided.
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('hits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('payout', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('settled_at', 'varchar(40)')
    .addCheckConstraint('lottery_lines_status', sql`status in ('open', 'won', 'lost', 'cancelled', 'refunded')`)
    .execute();
  // Settlement reads an issue's open lines in batches; exposure sums one pick of one issue.
  await db.schema
    .createIndex('lottery_lines_issue')
    .on('lottery_lines')
    .columns(['issue_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('lottery_lines_exposure')
    .on('lottery_lines')
    .columns(['issue_id', 'bet_type', 'pick'])
    .execute();
  await db.schema.createIndex('lottery_lines_member').on('lottery_lines').columns(['member_id', 'id']).execute();
  await db.schema.createIndex('lottery_lines_chase').on('lottery_lines').columns(['chase_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lottery_lines', 'lottery_chases']) await db.schema.dropTable(table).execute();
}

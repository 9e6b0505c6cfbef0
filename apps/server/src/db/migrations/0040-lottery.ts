import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * The lottery: games as data (a definition document per brand), numbered issues with their
 * committed seeds and results, and slip lines priced at bet time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('lottery_games'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('code', 'varchar(20)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    // The LotteryGameDefinition as JSON: schedule, shape, bet types with odds and limits, exposure cap.
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('lottery_games_code')
    .unique()
    .on('lottery_games')
    .columns(['merchant_id', 'code'])
    .execute();

  await withId(db, db.schema.createTable('lottery_issues'))
    .addColumn('merchant_id', 'integer', (c) => c.notNull().references('merchants.id'))
    .addColumn('game_code', 'varchar(20)', (c) => c.notNull())
    .addColumn('numero', 'varchar(20)', (c) => c.notNull())
    .addColumn('opens_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('closes_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('draw_at', 'varchar(40)', (c) => c.notNull())
    // pending until drawn (open or closed for betting by the clock), then drawn, settled, or void.
    .addColumn('state', 'varchar(10)', (c) => c.notNull().defaultTo('pending'))
    // Secret until the draw; its SHA-256 is published from the moment the issue exists.
    .addColumn('seed', 'varchar(64)', (c) => c.notNull())
    .addColumn('seed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('drawn_at', 'varchar(40)')
    .addColumn('settled_at', 'varchar(40)')
    // 1 when drawn after its time (the server was stopped): operators see it in the issue list.
    .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('void_reason', 'varchar(200)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addCheckConstraint('lottery_issues_state', sql`state in ('pending', 'drawn', 'settled', 'void')`)
    .execute();
  await db.schema
    .createIndex('lottery_issues_numero')
    .unique()
    .on('lottery_issues')
    .columns(['merchant_id', 'game_code', 'numero'])
    .execute();
  // The draw job finds due issues; lobbies list a game's next and last issues by time.
  await db.schema.createIndex('lottery_issues_due').on('lottery_issues').columns(['state', 'draw_at']).execute();
  await db.schema
    .createIndex('lottery_issues_game_time')
    .on('lottery_issues')
    .columns(['merchant_id', 'game_code', 'draw_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['lottery_issues', 'lottery_games']) await db.schema.dropTable(table).execute();
}

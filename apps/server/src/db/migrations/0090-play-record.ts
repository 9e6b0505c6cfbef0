import { sql, type Kysely } from 'kysely';
import { createIndexes, createTables, dropTables } from './helpers.ts';

/**
 * The play record (modules/play-record): each bet's valid bet and business day, fixed when it
 * settles; daily and hourly roll-ups per member × business day (hour) × category, and daily money
 * roll-ups (deposits, withdrawals, bonuses), kept in the transaction of the row that changes
 * them; the per-brand valid-bet rules; the "bet settled" events and each subscriber's cursor.
 */
const figures = {
  merchant_id: 'integer not null references merchants.id',
  member_id: 'integer not null references members.id',
  category: 'varchar(12) not null',
  bets: 'integer not null default 0',
  stake: 'bigint not null default 0',
  valid_bet: 'bigint not null default 0',
  payout: 'bigint not null default 0',
  win_loss: 'bigint not null default 0',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
    .execute();
  await db.schema
    .alterTable('bets')
    .addColumn('valid_bet', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('bets').addColumn('business_hour', 'varchar(13)').execute();
  await db.schema.alterTable('bets').addColumn('business_day', 'varchar(10)').execute();
  await db.schema.alterTable('bets').addColumn('win_chance_bp', 'integer').execute();
  await createIndexes(db, 'bets', { bets_business_day: '(merchant_id, business_day)' });

  await createTables(db, {
    member_day_play: {
      columns: { ...figures, day: 'varchar(10) not null' },
      primaryKey: ['member_id', 'day', 'category'],
      indexes: { member_day_play_brand_day: '(merchant_id, day)' },
    },
    member_hour_play: {
      columns: { ...figures, hour: 'varchar(13) not null' },
      primaryKey: ['member_id', 'hour', 'category'],
      indexes: { member_hour_play_brand_hour: '(merchant_id, hour)' },
    },
    member_day_money: {
      columns: {
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        day: 'varchar(10) not null',
        deposits: 'bigint not null default 0',
        deposit_count: 'integer not null default 0',
        withdrawals: 'bigint not null default 0',
        withdrawal_count: 'integer not null default 0',
        bonuses: 'bigint not null default 0',
      },
      primaryKey: ['member_id', 'day'],
      indexes: { member_day_money_brand_day: '(merchant_id, day)' },
    },
    valid_bet_rules: {
      columns: {
        merchant_id: 'integer not null references merchants.id on delete cascade',
        category: 'varchar(12) not null',
        vendor_code: "varchar(32) not null default ''",
        share_bp: 'integer not null',
      },
      primaryKey: ['merchant_id', 'category', 'vendor_code'],
      checks: { valid_bet_rules_share: 'share_bp >= 0 and share_bp <= 10000' },
    },
    play_events: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null',
        member_id: 'integer not null',
        bet_id: 'integer not null',
        kind: 'varchar(16) not null',
        payload: 'text not null',
        created_at: 'varchar(40) not null',
      },
      checks: { play_events_kind: "kind in ('settled', 'corrected', 'rolled_back')" },
    },
    play_event_cursors: {
      columns: {
        subscriber: 'varchar(60) primary key',
        last_id: 'bigint not null default 0',
        updated_at: 'varchar(40) not null',
      },
    },
  });
  // Bets settled before this migration belong to the UTC day of their settlement and count whole.
  await sql`update bets set valid_bet = stake,
      business_hour = substr(settled_at, 1, 13), business_day = substr(settled_at, 1, 10)
    where status = 'settled' and settled_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'play_event_cursors',
    'play_events',
    'valid_bet_rules',
    'member_day_money',
    'member_hour_play',
    'member_day_play',
  ]);
  await db.schema.dropIndex('bets_business_day').execute();
  await db.schema.alterTable('merchants').dropColumn('time_zone').execute();
  for (const column of ['win_chance_bp', 'business_day', 'business_hour', 'valid_bet'])
    await db.schema.alterTable('bets').dropColumn(column).execute();
}

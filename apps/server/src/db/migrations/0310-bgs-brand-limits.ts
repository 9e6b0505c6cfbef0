import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * A brand's own bet range of an in-house game (modules/bgs, the console's Games page), in the
 * brand's minor units. A game without a row plays the server's configured range (BGS_BET_LIMITS).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    bgs_limits: {
      columns: {
        merchant_id: 'integer not null references merchants.id',
        game: 'varchar(16) not null',
        min_bet: 'bigint not null',
        max_bet: 'bigint not null',
        updated_at: 'varchar(40) not null',
        updated_by: 'varchar(80) not null',
      },
      primaryKey: ['merchant_id', 'game'],
      checks: { bgs_limits_range: 'min_bet > 0 and min_bet <= max_bet' },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['bgs_limits']);
}

import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * `wallet_settings`: a member's wallet preferences, one row once the member changes one.
 * `auto_transfer` (1/0): on a game launch, bring every sub-wallet back to main and move main into
 * the launched vendor's sub-wallet. A member without a row has it on (the default).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    wallet_settings: {
      columns: {
        member_id: 'integer primary key references members.id on delete cascade',
        auto_transfer: 'integer not null',
        updated_at: 'varchar(40) not null',
      },
      checks: { wallet_settings_auto_transfer: 'auto_transfer in (0, 1)' },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['wallet_settings']);
}

import type { Kysely } from 'kysely';
import { createIndexes, createTables, dropTables } from './helpers.ts';

/** Game vendors with their wallet mode, the member inbox, and the indexes the account record reads by. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    game_vendors: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        code: 'varchar(20) not null',
        name: 'varchar(80) not null',
        // transfer: the member moves money into a vendor sub-wallet first; seamless: the vendor debits main.
        wallet_mode: 'varchar(10) not null',
        enabled: 'integer not null default 1',
        sort: 'integer not null default 0',
        created_at: 'varchar(40) not null',
      },
      checks: {
        game_vendors_wallet_mode: "wallet_mode in ('transfer', 'seamless')",
      },
      indexes: {
        game_vendors_code: 'unique (merchant_id, code)',
      },
    },
    inbox_messages: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id on delete cascade',
        // deposit_credited, withdrawal_approved, … or "custom" for a message written by the operator.
        template: 'varchar(40) not null',
        // Rendered in the member's language when sent: what an operator sees, and the text of custom messages.
        title: 'varchar(200) not null',
        body: 'text not null',
        params: "text not null default '{}'",
        read_at: 'varchar(40)',
        created_at: 'varchar(40) not null',
      },
      indexes: {
        // The list (newest first) and the unread count, which the header polls.
        inbox_messages_member: '(member_id, id)',
        inbox_messages_unread: '(member_id, read_at)',
      },
    },
  });

  // The account record filters a member's entries by date.
  await createIndexes(db, 'ledger_entries', { ledger_entries_account_time: '(account_id, created_at)' });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_entries_account_time').execute();
  await dropTables(db, ['inbox_messages', 'game_vendors']);
}

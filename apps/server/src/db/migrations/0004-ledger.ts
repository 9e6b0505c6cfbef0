import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    ledger_accounts: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        owner_key: 'varchar(40) not null',
        member_id: 'integer references members.id on delete cascade',
        kind: 'varchar(40) not null',
        currency: 'varchar(8) not null',
        balance: 'bigint not null default 0',
        allow_negative: 'integer not null default 0',
        is_demo: 'integer not null default 0',
        created_at: 'varchar(40) not null',
        // The backstop behind the conditional update: a member balance never goes below zero.
      },
      checks: {
        ledger_accounts_non_negative: 'allow_negative = 1 or balance >= 0',
      },
      indexes: {
        ledger_accounts_owner: 'unique (merchant_id, owner_key, kind)',
        ledger_accounts_member: '(member_id)',
      },
    },
    ledger_transactions: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        idempotency_key: 'varchar(200) not null',
        kind: 'varchar(40) not null',
        request_hash: 'varchar(64) not null',
        metadata: "text not null default '{}'",
        reverses_id: 'integer references ledger_transactions.id',
        created_at: 'varchar(40) not null',
      },
      indexes: {
        ledger_transactions_key: 'unique (merchant_id, idempotency_key)',
        // A transaction is reversed at most once.
        ledger_transactions_reverses: 'unique (reverses_id)',
      },
    },
    ledger_entries: {
      columns: {
        id: 'serial primary key',
        transaction_id: 'integer not null references ledger_transactions.id',
        account_id: 'integer not null references ledger_accounts.id on delete cascade',
        amount: 'bigint not null',
        balance_after: 'bigint not null',
        created_at: 'varchar(40) not null',
      },
      checks: {
        ledger_entries_non_zero: 'amount <> 0',
      },
      indexes: {
        ledger_entries_account: '(account_id, id)',
        ledger_entries_transaction: '(transaction_id)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['ledger_entries', 'ledger_transactions', 'ledger_accounts']);
}

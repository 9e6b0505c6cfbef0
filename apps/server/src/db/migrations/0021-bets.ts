import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * The one bets record every game source writes, the vendor transactions that move it (the
 * idempotency record on (vendor, transaction id)), and launch tokens. Indexes: a member's betting
 * record by time; brand-wide time ranges (profit and loss, rebates, salaries); a vendor's round.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    bets: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        vendor_id: 'integer not null references game_vendors.id',
        game_id: 'integer references games.id',
        category: 'varchar(12) not null',
        round: 'varchar(128) not null',
        transaction_id: 'varchar(128) not null',
        currency: 'varchar(8) not null',
        stake: 'bigint not null',
        payout: 'bigint not null default 0',
        status: 'varchar(12) not null',
        demo: 'integer not null default 0',
        placed_at: 'varchar(40) not null',
        settled_at: 'varchar(40)',
        bet_ledger_id: 'integer',
        last_ledger_id: 'integer',
      },
      checks: {
        bets_status: "status in ('open', 'settled', 'rolled_back')",
        bets_amounts: 'stake >= 0 and payout >= 0',
      },
      indexes: {
        bets_vendor_tx: 'unique (vendor_id, transaction_id)',
        bets_member_time: '(member_id, placed_at)',
        bets_merchant_time: '(merchant_id, placed_at)',
        bets_settled: '(merchant_id, status, settled_at)',
        bets_round: '(vendor_id, round)',
      },
    },
    game_transactions: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        vendor_id: 'integer not null references game_vendors.id',
        transaction_id: 'varchar(128) not null',
        kind: 'varchar(10) not null',
        bet_id: 'integer references bets.id',
        // Win: the bet paid; rollback: the transaction undone (kept even when it is unknown: a marker).
        reference_id: 'varchar(128)',
        amount: 'bigint not null',
        request_hash: 'varchar(64) not null',
        ledger_id: 'integer',
        created_at: 'varchar(40) not null',
      },
      checks: {
        game_transactions_kind: "kind in ('bet', 'win', 'rollback')",
      },
      indexes: {
        game_transactions_key: 'unique (vendor_id, transaction_id)',
        game_transactions_reference: '(vendor_id, reference_id)',
      },
    },
    game_sessions: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id on delete cascade',
        game_id: 'integer not null references games.id',
        token_hash: 'varchar(64) not null unique',
        currency: 'varchar(8) not null',
        demo: 'integer not null default 0',
        created_at: 'varchar(40) not null',
        expires_at: 'varchar(40) not null',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['game_sessions', 'game_transactions', 'bets']);
}

import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Live Crash. `crash_chains`: a hash chain generated ahead from a secret seed, its terminating hash
 * and salt published before its first round (checkpoints every thousandth hash, so a round's hash
 * is found without walking the whole chain). `crash_rounds`: one row per shared round, written with
 * its hash and crash point when its betting phase opens (the point is committed before any bet),
 * the flight start and bust time fixed then too, so a round in flight when its server died is
 * settled by that same point. `crash_bets`: one per player and round beside its `bets` row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    crash_chains: {
      columns: {
        id: 'serial primary key',
        seed: 'varchar(64) not null',
        terminating_hash: 'varchar(64) not null unique',
        salt: 'varchar(128) not null',
        first_round: 'integer not null unique',
        length: 'integer not null',
        checkpoint_every: 'integer not null',
        checkpoints: 'text not null',
        created_at: 'varchar(40) not null',
      },
    },
    crash_rounds: {
      columns: {
        id: 'serial primary key',
        number: 'integer not null unique',
        chain_id: 'integer not null references crash_chains.id',
        hash: 'varchar(64) not null',
        crash100: 'integer not null',
        status: 'varchar(12) not null',
        flight_at: 'varchar(40) not null',
        bust_at: 'varchar(40) not null',
        busted_at: 'varchar(40)',
        created_at: 'varchar(40) not null',
      },
      checks: {
        crash_rounds_status: "status in ('betting', 'flying', 'busted')",
      },
      indexes: {
        crash_rounds_status: '(status, number)',
      },
    },
    crash_bets: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        round_id: 'integer not null references crash_rounds.id',
        bet_id: 'integer not null unique references bets.id',
        player_name: 'varchar(40) not null',
        amount: 'bigint not null',
        auto_cashout100: 'integer',
        cashout100: 'integer',
        payout: 'bigint not null default 0',
        status: 'varchar(12) not null',
        created_at: 'varchar(40) not null',
        settled_at: 'varchar(40)',
      },
      checks: {
        crash_bets_status: "status in ('active', 'cashed_out', 'lost')",
      },
      indexes: {
        crash_bets_round_member: 'unique (round_id, member_id)',
        crash_bets_member: '(member_id, id)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['crash_bets', 'crash_rounds', 'crash_chains']);
}

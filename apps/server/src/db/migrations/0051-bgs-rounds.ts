import type { Kysely } from 'kysely';
import { createTables } from './helpers.ts';

/**
 * One row per in-house bet beside its `bets` row: the seed pair and nonce it was played under and
 * its outcome, so every line of the betting record can be verified. A Mines game stays `open`
 * while tiles are revealed; one open game per member (a partial unique index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    bgs_rounds: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        bet_id: 'integer not null unique references bets.id',
        seed_id: 'integer not null references bgs_seeds.id',
        family: 'text not null',
        server_seed_hash: 'text not null',
        client_seed: 'text not null',
        nonce: 'integer not null',
        params: 'text not null',
        outcome: 'text not null',
        multiplier4: 'integer not null',
        status: "text not null check (status in ('settled', 'open', 'lost', 'cashed_out'))",
        created_at: 'text not null',
        updated_at: 'text not null',
      },
      indexes: {
        bgs_rounds_seed_nonce: 'unique (seed_id, nonce)',
        bgs_rounds_member: '(member_id, family, id)',
        bgs_rounds_open_mines: "unique (member_id) where status = 'open'",
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bgs_rounds').execute();
}

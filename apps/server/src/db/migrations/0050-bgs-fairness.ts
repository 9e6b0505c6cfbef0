import type { Kysely } from 'kysely';
import { createTables } from './helpers.ts';

/**
 * In-house provably fair seeds: one active seed pair per member and game family (a partial unique
 * index), revealed ones kept so every past bet stays verifiable.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    bgs_seeds: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        family: 'text not null',
        server_seed: 'text not null',
        server_seed_hash: 'text not null',
        client_seed: 'text not null',
        nonce: 'integer not null default 0 check (nonce >= 0)',
        status: "text not null check (status in ('active', 'revealed'))",
        created_at: 'text not null',
        revealed_at: 'text',
      },
      indexes: {
        bgs_seeds_active: "unique (member_id, family) where status = 'active'",
        bgs_seeds_member: '(member_id, family, id)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bgs_seeds').execute();
}

import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Raffles (modules/raffles, issue 28): one per promotion of category raffle, holding its ticket
 * rule, prizes and committed seed (its SHA-256 published from creation, the seed shown once
 * drawn); each member's running totals; the numbered tickets (one number per ticket per raffle);
 * the sources already counted (an event or a deposit, once per raffle); the drawn prizes, one per
 * rank, each claimed once (a conditional write) or lapsed. Money in minor units; times ISO text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    raffles: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        activity_id: 'integer not null references promo_activities.id',
        draw_at: 'varchar(40) not null',
        claim_until: 'varchar(40) not null',
        per_turnover: 'bigint',
        per_deposit: 'bigint',
        max_per_member: 'integer',
        /** The prize lines as the operator wrote them (JSON). */
        prizes: 'text not null',
        seed: 'varchar(64) not null',
        seed_hash: 'varchar(64) not null',
        status: 'varchar(8) not null',
        tickets_issued: 'integer not null default 0',
        drawn_at: 'varchar(40)',
        created_at: 'varchar(40) not null',
      },
      checks: {
        raffles_status: "status in ('open', 'drawn')",
        raffles_rule: 'per_turnover > 0 or per_deposit > 0',
      },
      indexes: { raffles_activity: 'unique (activity_id)', raffles_due: '(status, draw_at)' },
    },
    raffle_entries: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        raffle_id: 'integer not null references raffles.id',
        member_id: 'integer not null references members.id',
        turnover: 'bigint not null default 0',
        deposits: 'bigint not null default 0',
        tickets: 'integer not null default 0',
        updated_at: 'varchar(40) not null',
      },
      indexes: { raffle_entries_key: 'unique (raffle_id, member_id)' },
    },
    raffle_tickets: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        raffle_id: 'integer not null references raffles.id',
        member_id: 'integer not null references members.id',
        number: 'integer not null',
        /** What earned it: turnover or deposit. */
        source: 'varchar(10) not null',
        earned_at: 'varchar(40) not null',
      },
      indexes: {
        raffle_tickets_number: 'unique (raffle_id, number)',
        raffle_tickets_member: '(raffle_id, member_id)',
      },
    },
    raffle_counted: {
      columns: {
        raffle_id: 'integer not null references raffles.id',
        /** event:<id> or deposit:<id>. */
        source_key: 'varchar(60) not null',
        counted_at: 'varchar(40) not null',
      },
      indexes: { raffle_counted_once: 'unique (raffle_id, source_key)' },
    },
    raffle_prizes: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        raffle_id: 'integer not null references raffles.id',
        rank: 'integer not null',
        ticket: 'integer not null',
        member_id: 'integer not null references members.id',
        kind: 'varchar(8) not null',
        amount: 'bigint not null',
        points: 'integer not null',
        multiple: 'integer not null',
        expiry_days: 'integer not null',
        state: 'varchar(10) not null',
        claim_until: 'varchar(40) not null',
        claimed_at: 'varchar(40)',
        /** The promotion participation its payment went through (promo:reward:<id>). */
        participation_id: 'integer',
      },
      checks: {
        raffle_prizes_kind: "kind in ('cash', 'points', 'bonus')",
        raffle_prizes_state: "state in ('claimable', 'claimed', 'expired')",
      },
      indexes: {
        raffle_prizes_rank: 'unique (raffle_id, rank)',
        raffle_prizes_member: '(member_id, state)',
        raffle_prizes_due: '(state, claim_until)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['raffle_prizes', 'raffle_counted', 'raffle_tickets', 'raffle_entries', 'raffles']);
}

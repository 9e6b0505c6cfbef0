import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Responsible gaming (modules/responsible-gaming, issue 30): a member's limits with their pending
 * raises, its exclusions (time-outs, self-exclusions, operator restrictions) and the history of
 * every change. Amounts are minor units (session limits: minutes); times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    rg_limits: {
      columns: {
        member_id: 'integer not null references members.id',
        /** deposit, loss, wager (per period), stake (one bet), session (minutes). */
        kind: 'varchar(12) not null',
        /** day, week, month (rolling 24 h, 7 d, 30 d), or none. */
        period: 'varchar(8) not null',
        value: 'bigint not null',
        /** A raise (pending_value) or removal (pending_value null) waiting for the member after pending_at. */
        pending: 'integer not null default 0',
        pending_value: 'bigint',
        pending_at: 'varchar(40)',
        updated_at: 'varchar(40) not null',
      },
      primaryKey: ['member_id', 'kind', 'period'],
      checks: {
        rg_limits_kind: "kind in ('deposit', 'loss', 'wager', 'stake', 'session')",
        rg_limits_period: "period in ('day', 'week', 'month', 'none')",
        rg_limits_value: 'value > 0',
      },
    },
    rg_settings: {
      columns: {
        member_id: 'integer primary key references members.id',
        reality_check_minutes: 'integer',
        updated_at: 'varchar(40) not null',
      },
    },
    rg_exclusions: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        kind: 'varchar(16) not null',
        starts_at: 'varchar(40) not null',
        /** Null: indefinite. */
        ends_at: 'varchar(40)',
        /** A self-exclusion that ended reopens at this time, once the member asked. */
        reopens_at: 'varchar(40)',
        created_by: 'varchar(80) not null',
        reason: 'varchar(200)',
      },
      checks: { rg_exclusions_kind: "kind in ('timeout', 'self_exclusion', 'operator')" },
      indexes: { rg_exclusions_member: '(member_id, id)' },
    },
    rg_history: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        at: 'varchar(40) not null',
        actor: 'varchar(80) not null',
        action: 'varchar(40) not null',
        detail: 'text not null',
      },
      indexes: { rg_history_member: '(member_id, at)' },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['rg_history', 'rg_exclusions', 'rg_settings', 'rg_limits']);
}

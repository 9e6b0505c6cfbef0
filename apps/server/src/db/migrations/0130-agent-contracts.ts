import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Agent contracts (modules/agent-contracts): what an upline, or the brand for a top-level agent,
 * offers an agent — a dividend or a salary — as versioned terms (JSON tiers) moving through the
 * spec's states. The database keeps at most one accepted and one open offer per agent and kind,
 * so two answers racing cannot leave an agent with two live contracts of one kind.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    agent_contracts: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        agent_id: 'integer not null references members.id',
        /** The upline agent that offered it; null when the brand did (a top-level agent). */
        offered_by: 'integer references members.id',
        kind: 'varchar(20) not null',
        /** Dividend: day, week, semimonth or month; salaries: day or hour; real time: 5min. */
        period: 'varchar(12) not null',
        /** The nth contract of this kind this agent was offered. */
        version: 'integer not null',
        terms: 'text not null',
        state: "varchar(12) not null default 'requested'",
        created_at: 'varchar(40) not null',
        answered_at: 'varchar(40)',
        ended_at: 'varchar(40)',
        end_reason: 'varchar(40)',
      },
      checks: {
        agent_contracts_kind: "kind in ('dividend', 'daily_salary', 'hourly_salary', 'realtime_salary')",
        agent_contracts_state: "state in ('requested', 'accepted', 'rejected', 'terminated')",
      },
      indexes: {
        agent_contracts_one_accepted: "unique (agent_id, kind) where state = 'accepted'",
        agent_contracts_one_open: "unique (agent_id, kind) where state = 'requested'",
        agent_contracts_version: 'unique (agent_id, kind, version)',
        agent_contracts_offered_by: '(offered_by, kind, state)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['agent_contracts']);
}

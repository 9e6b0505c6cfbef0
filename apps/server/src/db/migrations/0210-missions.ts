import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Missions (modules/missions, issue 28): definitions and leaderboards per brand; each member's
 * progress per mission and period; claims (one per member, mission and period: a unique key, so
 * concurrent claims pay once); the sources already counted (an event, a bet for a mission, a
 * deposit: each counts once); leaderboard scores per period, and each period's settlement and
 * prizes (one settlement per leaderboard and period). Money in minor units; times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    missions: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        code: 'varchar(40) not null',
        titles: 'text not null',
        kind: 'varchar(12) not null',
        cadence: 'varchar(8) not null',
        /** Minor units (wager, deposit) or a count. */
        target: 'bigint not null',
        /** multiplier: the least payout/stake, ×100. */
        multiplier_x100: 'integer',
        category: 'varchar(16)',
        reward: 'bigint not null',
        score: 'integer not null',
        sort_order: 'integer not null default 0',
        status: 'varchar(8) not null',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        missions_kind: "kind in ('rounds', 'wager', 'multiplier', 'deposit', 'login_days')",
        missions_cadence: "cadence in ('daily', 'weekly')",
        missions_amounts: 'target > 0 and reward >= 0 and score >= 0',
      },
      indexes: { missions_code: 'unique (merchant_id, code)' },
    },
    mission_progress: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        mission_id: 'integer not null references missions.id',
        member_id: 'integer not null references members.id',
        period_key: 'varchar(20) not null',
        progress: 'bigint not null',
        /** When the target was first reached in this period (null: not yet). */
        completed_at: 'varchar(40)',
        updated_at: 'varchar(40) not null',
      },
      indexes: {
        mission_progress_key: 'unique (mission_id, member_id, period_key)',
        mission_progress_member: '(member_id, period_key)',
      },
    },
    mission_claims: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        mission_id: 'integer not null references missions.id',
        member_id: 'integer not null references members.id',
        period_key: 'varchar(20) not null',
        reward: 'bigint not null',
        claimed_at: 'varchar(40) not null',
      },
      indexes: { mission_claims_once: 'unique (mission_id, member_id, period_key)' },
    },
    mission_counted: {
      columns: {
        merchant_id: 'integer not null references merchants.id',
        /** event:<id>, bet:<bet>:mission:<id>, deposit:<id>, login:<member>:<day>. */
        source_key: 'varchar(120) not null',
        counted_at: 'varchar(40) not null',
      },
      indexes: { mission_counted_once: 'unique (merchant_id, source_key)' },
    },
    mission_leaderboards: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        code: 'varchar(40) not null',
        titles: 'text not null',
        cadence: 'varchar(8) not null',
        /** JSON array of prize amounts (minor units, as strings) by place. */
        prizes: 'text not null',
        status: 'varchar(8) not null',
        created_at: 'varchar(40) not null',
      },
      checks: { mission_leaderboards_cadence: "cadence in ('daily', 'weekly')" },
      indexes: { mission_leaderboards_code: 'unique (merchant_id, code)' },
    },
    mission_scores: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        leaderboard_id: 'integer not null references mission_leaderboards.id',
        member_id: 'integer not null references members.id',
        period_key: 'varchar(20) not null',
        /** The period's first instant after it: settlement waits for it (and a grace for late events). */
        period_end: 'varchar(40) not null',
        score: 'integer not null',
        /** When the member reached this score: the earlier of equal scores ranks first. */
        reached_at: 'varchar(40) not null',
      },
      indexes: {
        mission_scores_key: 'unique (leaderboard_id, member_id, period_key)',
        mission_scores_rank: '(leaderboard_id, period_key, score, reached_at)',
        mission_scores_due: '(leaderboard_id, period_end)',
      },
    },
    mission_settlements: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        leaderboard_id: 'integer not null references mission_leaderboards.id',
        period_key: 'varchar(20) not null',
        settled_at: 'varchar(40) not null',
      },
      indexes: { mission_settlements_once: 'unique (leaderboard_id, period_key)' },
    },
    mission_prizes: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        settlement_id: 'integer not null references mission_settlements.id',
        member_id: 'integer not null references members.id',
        rank: 'integer not null',
        score: 'integer not null',
        amount: 'bigint not null',
      },
      indexes: {
        mission_prizes_rank: 'unique (settlement_id, rank)',
        mission_prizes_member: 'unique (settlement_id, member_id)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'mission_prizes',
    'mission_settlements',
    'mission_scores',
    'mission_leaderboards',
    'mission_counted',
    'mission_claims',
    'mission_progress',
    'missions',
  ]);
}

import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * VIP levels (modules/vip, issue 29): a brand's ladder and growth weights, each member's level and
 * growth, every growth record (unique on its source: a bet event, a deposit, a review), the history
 * of level changes and reviews, and the level-up and birthday rewards (unique per member and
 * occasion, so each is paid once on any number of instances). Money and growth in minor units;
 * rates in basis points; times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    vip_settings: {
      columns: {
        merchant_id: 'integer primary key references merchants.id',
        deposit_weight_bp: 'integer not null',
        bet_weight_bp: 'integer not null',
        updated_at: 'varchar(40) not null',
      },
      checks: { vip_settings_weights: 'deposit_weight_bp >= 0 and bet_weight_bp >= 0' },
    },
    vip_levels: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        rank_level: 'integer not null',
        name: 'varchar(30) not null',
        /** JSON: language -> name. */
        names: "text not null default '{}'",
        color: 'varchar(7) not null',
        color2: 'varchar(7) not null',
        reach_growth: 'bigint not null',
        keep_growth: 'bigint not null',
        /** none, week, semimonth, month (the play record's business periods). */
        review_cycle: 'varchar(10) not null',
        /** JSON: game category -> basis points. */
        rebate_rates: "text not null default '{}'",
        points_multiplier_bp: 'integer not null',
        withdrawal_daily_count: 'integer',
        withdrawal_daily_amount: 'bigint',
        level_up_reward: 'bigint not null',
        birthday_reward: 'bigint not null',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        vip_levels_cycle: "review_cycle in ('none', 'week', 'semimonth', 'month')",
        vip_levels_thresholds: 'reach_growth >= 0 and keep_growth >= 0 and keep_growth <= reach_growth',
        vip_levels_rewards: 'level_up_reward >= 0 and birthday_reward >= 0 and points_multiplier_bp >= 0',
      },
      indexes: { vip_levels_rank: 'unique (merchant_id, rank_level)' },
    },
    vip_members: {
      columns: {
        member_id: 'integer primary key references members.id',
        merchant_id: 'integer not null references merchants.id',
        level_id: 'integer references vip_levels.id',
        growth: 'bigint not null default 0',
        level_since: 'varchar(40) not null',
        /** End of the review period the level is reviewed at next (null: never reviewed). */
        review_due_at: 'varchar(40)',
        /** yyyy-MM-dd, set once by the member (an operator corrects it). */
        birthday: 'varchar(10)',
        updated_at: 'varchar(40) not null',
      },
      indexes: {
        vip_members_review: '(review_due_at)',
        vip_members_level: '(level_id)',
        vip_members_birthday: '(merchant_id, birthday)',
      },
    },
    vip_growth: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        /** bet, deposit (earned), review (a demotion's reset), operator. */
        kind: 'varchar(10) not null',
        /** What caused it, unique per brand: bet-event:<id>, deposit:<id>, review:<member>:<period>. */
        source: 'varchar(80) not null',
        /** The money it came from (valid bet or deposit; 0 for a review) and the growth it made. */
        base: 'bigint not null',
        amount: 'bigint not null',
        at: 'varchar(40) not null',
      },
      checks: { vip_growth_kind: "kind in ('bet', 'deposit', 'review', 'operator')" },
      indexes: {
        vip_growth_source: 'unique (merchant_id, source)',
        vip_growth_member: '(member_id, at)',
      },
    },
    vip_history: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        /** promotion, demotion, keep, operator. */
        reason: 'varchar(10) not null',
        from_level_id: 'integer references vip_levels.id',
        to_level_id: 'integer references vip_levels.id',
        growth: 'bigint not null',
        period_key: 'varchar(20)',
        actor: 'varchar(80) not null',
        at: 'varchar(40) not null',
      },
      checks: { vip_history_reason: "reason in ('promotion', 'demotion', 'keep', 'operator')" },
      indexes: {
        vip_history_member: '(member_id, id)',
        // A review period is decided once per member, however many runners review it.
        vip_history_review: "unique (member_id, period_key) where reason in ('keep', 'demotion')",
      },
    },
    vip_rewards: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        kind: 'varchar(10) not null',
        /** level_up: the level id; birthday: the year. */
        ref: 'varchar(20) not null',
        level_id: 'integer references vip_levels.id',
        amount: 'bigint not null',
        /** paid, or withheld (excluded by responsible gaming at the time: nothing moved). */
        status: 'varchar(10) not null',
        ledger_transaction_id: 'integer',
        at: 'varchar(40) not null',
      },
      checks: {
        vip_rewards_kind: "kind in ('level_up', 'birthday')",
        vip_rewards_status: "status in ('paid', 'withheld')",
      },
      indexes: { vip_rewards_once: 'unique (member_id, kind, ref)' },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['vip_rewards', 'vip_history', 'vip_growth', 'vip_members', 'vip_levels', 'vip_settings']);
}

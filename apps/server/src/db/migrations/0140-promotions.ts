import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Promotions (modules/promotions, issue 28): activities with their audience, trigger, reward and
 * wagering (JSON checked by the contracts' schemas), each member's participation in an activity
 * period, and the bonuses being wagered. "Once" is the database's: one participation per
 * (activity, member, period), one bonus per participation and per deposit, one bonus being wagered
 * per member. Amounts are minor units; times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    promo_settings: {
      columns: {
        merchant_id: 'integer primary key references merchants.id',
        max_wagering_multiple: 'integer not null',
        updated_at: 'varchar(40) not null',
      },
    },
    promo_activities: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        category: 'varchar(16) not null',
        /** draft (not shown), active (shown from starts_at to ends_at), paused (shown closed). */
        status: 'varchar(8) not null',
        /** JSON: title, summary and rules per language. */
        content: 'text not null',
        /** JSON list of languages that see it; empty: all. */
        languages: "text not null default '[]'",
        starts_at: 'varchar(40) not null',
        ends_at: 'varchar(40)',
        audience: 'text not null',
        trigger_rule: 'text not null',
        trigger_kind: 'varchar(16) not null',
        reward: 'text not null',
        wagering: 'text not null',
        requires_join: 'integer not null default 0',
        auto_claim: 'integer not null default 0',
        repeat_rule: 'varchar(8) not null',
        sort_order: 'integer not null default 0',
        created_by: 'varchar(80) not null',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        promo_activities_status: "status in ('draft', 'active', 'paused')",
        promo_activities_repeat: "repeat_rule in ('once', 'daily', 'weekly', 'each')",
        promo_activities_category:
          "category in ('new_player', 'deposit', 'rebate', 'mission', 'raffle', 'referral', 'VIP', 'other')",
      },
      indexes: {
        promo_activities_brand: '(merchant_id, status, starts_at)',
        promo_activities_trigger: '(merchant_id, trigger_kind)',
      },
    },
    promo_participations: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        activity_id: 'integer not null references promo_activities.id',
        member_id: 'integer not null references members.id',
        /** once, a business day, a week's first day, or deposit:<id> (repeat each). */
        period_key: 'varchar(40) not null',
        /** joined, pending (application in review), claimable, claimed, issued, rejected. */
        state: 'varchar(12) not null',
        /** What earned it: deposit:<id>, registration, code, application. */
        source_ref: 'varchar(60)',
        deposit_id: 'integer',
        base_amount: 'bigint not null default 0',
        reward_amount: 'bigint',
        comment: 'varchar(140)',
        review_note: 'varchar(200)',
        reviewed_by: 'varchar(80)',
        reviewed_at: 'varchar(40)',
        claimed_at: 'varchar(40)',
        ledger_transaction_id: 'integer',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        promo_participations_state: "state in ('joined', 'pending', 'claimable', 'claimed', 'issued', 'rejected')",
      },
      indexes: {
        promo_participations_once: 'unique (activity_id, member_id, period_key)',
        promo_participations_member: '(member_id, activity_id)',
        promo_participations_review: '(merchant_id, state)',
      },
    },
    promo_application_images: {
      columns: {
        id: 'serial primary key',
        participation_id: 'integer not null references promo_participations.id',
        member_id: 'integer not null references members.id',
        mime: 'varchar(20) not null',
        size: 'integer not null',
        bytes: 'blob not null',
        created_at: 'varchar(40) not null',
      },
      indexes: { promo_application_images_participation: '(participation_id, id)' },
    },
    promo_bonuses: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        activity_id: 'integer not null references promo_activities.id',
        participation_id: 'integer not null references promo_participations.id',
        deposit_id: 'integer',
        amount: 'bigint not null',
        required_turnover: 'bigint not null',
        progress: 'bigint not null default 0',
        bets_counted: 'integer not null default 0',
        bets_over_max: 'integer not null default 0',
        max_bet: 'bigint',
        max_conversion: 'bigint',
        /** JSON: percent of valid bet counted per bet category. */
        contributions: 'text not null',
        /** wagering, completed (converted to cash), expired, forfeited (withdrawal before completing). */
        state: 'varchar(10) not null',
        converted_amount: 'bigint',
        lapsed_amount: 'bigint',
        expires_at: 'varchar(40) not null',
        ended_at: 'varchar(40)',
        created_at: 'varchar(40) not null',
      },
      checks: {
        promo_bonuses_state: "state in ('wagering', 'completed', 'expired', 'forfeited')",
        promo_bonuses_amount: 'amount > 0',
      },
      indexes: {
        promo_bonuses_participation: 'unique (participation_id)',
        promo_bonuses_deposit: 'unique (deposit_id) where deposit_id is not null',
        promo_bonuses_one_active: "unique (member_id) where state = 'wagering'",
        promo_bonuses_expiry: '(state, expires_at)',
      },
    },
    promo_bonus_stakes: {
      columns: {
        /** A stake partly paid from the bonus balance (real money first): its payout is shared alike. */
        bet_id: 'integer primary key',
        bonus_id: 'integer not null references promo_bonuses.id',
        stake: 'bigint not null',
        from_bonus: 'bigint not null',
        created_at: 'varchar(40) not null',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'promo_bonuses',
    'promo_application_images',
    'promo_participations',
    'promo_activities',
    'promo_settings',
  ]);
}

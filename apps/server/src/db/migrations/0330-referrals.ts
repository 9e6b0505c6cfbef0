import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Referrals (modules/referrals, issue 28): each member's own code (one per member, unique per
 * brand); the brand's programme (reward per milestone and its threshold; on/off is the REFERRAL3
 * flag); who referred whom (one link per referred member); the rewards, one per referred member and
 * milestone (a unique key, so a late or repeated event never pays twice), `held` for review when
 * the abuse checks found something; the play events and deposits already counted. Money in minor
 * units; times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    referral_codes: {
      columns: {
        member_id: 'integer primary key references members.id',
        merchant_id: 'integer not null references merchants.id',
        code: 'varchar(16) not null',
        created_at: 'varchar(40) not null',
      },
      indexes: { referral_codes_code: 'unique (merchant_id, code)' },
    },
    referral_settings: {
      columns: {
        merchant_id: 'integer primary key references merchants.id',
        register_reward: 'bigint not null',
        deposit_min: 'bigint not null',
        deposit_reward: 'bigint not null',
        turnover_min: 'bigint not null',
        turnover_reward: 'bigint not null',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        referral_settings_amounts:
          'register_reward >= 0 and deposit_min >= 0 and deposit_reward >= 0 and turnover_min > 0 and turnover_reward >= 0',
      },
    },
    referral_links: {
      columns: {
        referred_id: 'integer primary key references members.id',
        merchant_id: 'integer not null references merchants.id',
        referrer_id: 'integer not null references members.id',
        /** Valid bet the referred member has settled since registering (minor units). */
        turnover: 'bigint not null default 0',
        register_ip: 'varchar(64)',
        /** The X-Device-Id the friend registered from. */
        register_device: 'varchar(64)',
        created_at: 'varchar(40) not null',
      },
      checks: { referral_links_not_self: 'referred_id <> referrer_id' },
      indexes: { referral_links_referrer: '(referrer_id, created_at)' },
    },
    referral_rewards: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        referrer_id: 'integer not null references members.id',
        referred_id: 'integer not null references members.id',
        milestone: 'varchar(12) not null',
        amount: 'bigint not null',
        state: 'varchar(10) not null',
        /** Why it was held: same_ip, same_device, shared_payout, excluded (comma separated). */
        hold_reasons: 'varchar(80)',
        created_at: 'varchar(40) not null',
        reviewed_by: 'varchar(80)',
        reviewed_at: 'varchar(40)',
        paid_at: 'varchar(40)',
      },
      checks: {
        referral_rewards_milestone: "milestone in ('registered', 'deposit', 'turnover')",
        referral_rewards_state: "state in ('paid', 'held', 'rejected')",
        referral_rewards_amount: 'amount > 0',
      },
      indexes: {
        referral_rewards_once: 'unique (referred_id, milestone)',
        referral_rewards_referrer: '(referrer_id, created_at)',
        referral_rewards_held: '(merchant_id, state, created_at)',
      },
    },
    referral_devices: {
      columns: {
        member_id: 'integer not null references members.id',
        /** A browser's X-Device-Id the member used (the referrer's, seen on the invite page). */
        device_id: 'varchar(64) not null',
        seen_at: 'varchar(40) not null',
      },
      indexes: { referral_devices_once: 'unique (member_id, device_id)' },
    },
    referral_counted: {
      columns: {
        merchant_id: 'integer not null references merchants.id',
        /** event:<id> */
        source_key: 'varchar(60) not null',
        counted_at: 'varchar(40) not null',
      },
      indexes: { referral_counted_once: 'unique (merchant_id, source_key)' },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'referral_counted',
    'referral_devices',
    'referral_rewards',
    'referral_links',
    'referral_settings',
    'referral_codes',
  ]);
}

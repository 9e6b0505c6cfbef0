import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createIndexes, createTables, dropTables } from './helpers.ts';

/**
 * The points mall (modules/points, issue 29). Points live on the ledger as a currency of their own
 * (member account `points`, system account `points_issuer`); these tables are the domain beside
 * it: each brand's settings and earning rules, the lots points were earned in (spent and expired
 * oldest first), which lots each spend took from, conversions, the rewards catalogue and its
 * redemptions. Points are BIGINT whole numbers; money is minor units; times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    points_settings: {
      columns: {
        merchant_id: 'integer primary key references merchants.id',
        enabled: 'integer not null default 1',
        /** Points that convert to one whole unit of the brand's currency. */
        ratio: 'integer not null',
        min_convert: 'integer not null',
        expiry_days: 'integer not null',
        updated_at: 'varchar(40) not null',
      },
      checks: { points_settings_positive: 'ratio > 0 and min_convert > 0 and expiry_days > 0' },
    },
    points_rules: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        /** valid_bet (per category, ALL for the rest) or deposit (category ''). */
        kind: 'varchar(12) not null',
        category: 'varchar(16) not null',
        points: 'integer not null',
        /** Minor units of money that earn `points`. */
        per_amount: 'bigint not null',
        min_amount: 'bigint not null default 0',
        enabled: 'integer not null default 1',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        points_rules_kind: "kind in ('valid_bet', 'deposit')",
        points_rules_amounts: 'points > 0 and per_amount > 0 and min_amount >= 0',
      },
      indexes: { points_rules_key: 'unique (merchant_id, kind, category)' },
    },
    points_lots: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        /** What earned it, once per brand: bet:<id>, bet-event:<id>, deposit:<id>, return:<redemption>:<lot>. */
        source_key: 'varchar(120) not null',
        kind: 'varchar(12) not null',
        /** The ledger posting that credited it (several return lots share one). */
        ledger_key: 'varchar(160) not null',
        points: 'bigint not null',
        remaining: 'bigint not null',
        expired: 'bigint not null default 0',
        earned_at: 'varchar(40) not null',
        expires_at: 'varchar(40) not null',
        detail: 'text not null',
      },
      checks: {
        points_lots_amounts: 'points > 0 and remaining >= 0 and expired >= 0 and remaining + expired <= points',
      },
      indexes: {
        points_lots_source: 'unique (merchant_id, source_key)',
        points_lots_member: '(member_id, expires_at)',
        points_lots_due: '(expires_at)',
      },
    },
    points_conversions: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        client_key: 'varchar(64) not null',
        points: 'bigint not null',
        ratio: 'integer not null',
        /** Money credited, minor units of `currency`. */
        amount: 'bigint not null',
        currency: 'varchar(8) not null',
        created_at: 'varchar(40) not null',
      },
      indexes: { points_conversions_key: 'unique (member_id, client_key)' },
    },
    points_rewards: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        /** {"en":{"name","description"},"pt":{…}} */
        texts: 'text not null',
        image_url: 'varchar(500)',
        price: 'bigint not null',
        stock: 'integer not null',
        limit_per_member: 'integer',
        kind: 'varchar(10) not null',
        /** The VIP level a member needs (0: everyone); levels come from the VIP module. */
        vip_level: 'integer not null default 0',
        enabled: 'integer not null default 1',
        sort: 'integer not null default 0',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        points_rewards_stock: 'stock >= 0',
        points_rewards_price: 'price > 0',
        points_rewards_kind: "kind in ('physical', 'digital')",
      },
      indexes: { points_rewards_brand: '(merchant_id, sort)' },
    },
    points_redemptions: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        reward_id: 'integer not null references points_rewards.id',
        client_key: 'varchar(64) not null',
        quantity: 'integer not null',
        points: 'bigint not null',
        state: 'varchar(12) not null',
        recipient: 'varchar(80)',
        address: 'varchar(300)',
        phone: 'varchar(24)',
        tracking_ref: 'varchar(80)',
        remark: 'varchar(200)',
        reviewed_by: 'varchar(80)',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        points_redemptions_state: "state in ('in_process', 'approved', 'shipped', 'rejected')",
        points_redemptions_amounts: 'quantity > 0 and points > 0',
      },
      indexes: {
        points_redemptions_key: 'unique (member_id, client_key)',
        points_redemptions_member: '(member_id, reward_id)',
        points_redemptions_state: '(merchant_id, state, id)',
      },
    },
    points_lot_uses: {
      columns: {
        lot_id: 'integer not null references points_lots.id',
        /** redeem:<id> or convert:<id>. */
        use_key: 'varchar(40) not null',
        points: 'bigint not null',
      },
      primaryKey: ['lot_id', 'use_key'],
      checks: { points_lot_uses_points: 'points > 0' },
      indexes: { points_lot_uses_key: '(use_key)' },
    },
    /** Where the deposit scan got to (credited_at), per brand-independent scanner name. */
    points_cursors: {
      columns: { name: 'varchar(40) primary key', position: 'varchar(40) not null' },
    },
  });
  // Deposits earn points once credited: the scan reads them by the time they were credited.
  await createIndexes(db, 'deposits', { deposits_credited_at: '(credited_at)' });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists deposits_credited_at`.execute(db);
  await dropTables(db, [
    'points_cursors',
    'points_lot_uses',
    'points_redemptions',
    'points_rewards',
    'points_conversions',
    'points_lots',
    'points_rules',
    'points_settings',
  ]);
}

import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Rebates (modules/rebates, issue 28): a brand's rebate programme (its period, automatic payment,
 * minimum and maximum per line), each paid line (member, period, category: unique, so a period's
 * category pays once), and the business days each line took (unique per member, category and day:
 * the same bets are never paid twice, even after the brand changes its period from a week to a
 * day). Money in minor units; rates in basis points; times ISO-8601 UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    rebate_settings: {
      columns: {
        merchant_id: 'integer primary key references merchants.id',
        enabled: 'integer not null',
        period_kind: 'varchar(10) not null',
        auto_pay: 'integer not null',
        min_payout: 'bigint not null',
        max_payout: 'bigint',
        updated_at: 'varchar(40) not null',
      },
      checks: {
        rebate_settings_period: "period_kind in ('day', 'week')",
        rebate_settings_limits: 'min_payout >= 0 and (max_payout is null or max_payout >= min_payout)',
      },
    },
    rebate_claims: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        period_key: 'varchar(20) not null',
        category: 'varchar(20) not null',
        valid_bet: 'bigint not null',
        rate_bp: 'integer not null',
        amount: 'bigint not null',
        /** member: claimed by the member; auto: paid by the schedule. */
        source: 'varchar(10) not null',
        ledger_transaction_id: 'bigint',
        created_at: 'varchar(40) not null',
      },
      checks: {
        rebate_claims_source: "source in ('member', 'auto')",
        rebate_claims_amount: 'amount > 0 and valid_bet > 0 and rate_bp > 0',
      },
      indexes: {
        rebate_claims_once: 'unique (member_id, period_key, category)',
        rebate_claims_brand: '(merchant_id, period_key)',
        rebate_claims_member: '(member_id, created_at)',
      },
    },
    rebate_claim_days: {
      columns: {
        member_id: 'integer not null references members.id',
        category: 'varchar(20) not null',
        /** The brand's business day, yyyy-MM-dd. */
        day: 'varchar(10) not null',
        claim_id: 'integer references rebate_claims.id',
      },
      primaryKey: ['member_id', 'category', 'day'],
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['rebate_claim_days', 'rebate_claims', 'rebate_settings']);
}

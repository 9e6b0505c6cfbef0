import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * A brand's responsible-gaming settings (modules/responsible-gaming, issue 30): the registration
 * page's minimum age and agreement default, the deposit-limit prompt, the reality-check default
 * and range, the session-limit range (minutes). A brand without a row has the contracts' defaults.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    rg_brand_settings: {
      columns: {
        merchant_id: 'integer primary key references merchants.id',
        minimum_age: 'integer not null',
        agreement_ticked: 'integer not null',
        /** off, registration, first_deposit. */
        deposit_limit_prompt: 'varchar(16) not null',
        reality_check_minutes: 'integer not null',
        reality_check_min: 'integer not null',
        reality_check_max: 'integer not null',
        session_limit_min: 'integer not null',
        session_limit_max: 'integer not null',
        updated_at: 'varchar(40) not null',
        updated_by: 'varchar(80) not null',
      },
      checks: {
        rg_brand_settings_age: 'minimum_age in (18, 21)',
        rg_brand_settings_prompt: "deposit_limit_prompt in ('off', 'registration', 'first_deposit')",
        rg_brand_settings_reality:
          'reality_check_min <= reality_check_minutes and reality_check_minutes <= reality_check_max',
        rg_brand_settings_session: 'session_limit_min <= session_limit_max',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['rg_brand_settings']);
}

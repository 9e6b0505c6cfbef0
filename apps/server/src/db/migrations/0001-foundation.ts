import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    merchants: {
      columns: {
        id: 'serial primary key',
        code: 'varchar(32) not null unique',
        name: 'varchar(100) not null',
        platform: 'varchar(16) not null',
        lottery_type: 'varchar(16) not null',
        currency: 'varchar(8) not null',
        currency_symbol: 'varchar(8) not null',
        default_language: 'varchar(8) not null',
        languages: 'text not null',
        is_default: 'integer not null default 0',
        maintenance: 'integer not null default 0',
        maintenance_message: 'text',
        maintenance_until: 'varchar(40)',
        allowed_countries: "text not null default '[]'",
        blocked_countries: "text not null default '[]'",
        ip_allowlist: "text not null default '[]'",
        config: "text not null default '{}'",
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
      },
    },
    merchant_domains: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id on delete cascade',
        domain: 'varchar(253) not null unique',
        is_route: 'integer not null default 0',
      },
    },
    merchant_flags: {
      columns: {
        merchant_id: 'integer not null references merchants.id on delete cascade',
        mod_id: 'varchar(40) not null',
        enabled: 'integer not null',
      },
      primaryKey: ['merchant_id', 'mod_id'],
    },
    register_settings: {
      columns: {
        merchant_id: 'integer not null references merchants.id on delete cascade',
        register_type: 'varchar(20) not null',
        field: 'varchar(40) not null',
        enabled: 'integer not null',
        required: 'integer not null',
        min_length: 'integer not null',
        max_length: 'integer not null',
        pattern_id: 'integer',
        accepted_pattern: "varchar(500) not null default '*'",
        sort: 'integer not null',
      },
      primaryKey: ['merchant_id', 'register_type', 'field'],
      checks: {
        register_settings_length: 'min_length <= max_length',
      },
    },
    encryption_keys: {
      columns: {
        kid: 'varchar(64) primary key',
        public_jwk: 'text not null',
        private_pem: 'text not null',
        active: 'integer not null',
        created_at: 'varchar(40) not null',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['encryption_keys', 'register_settings', 'merchant_flags', 'merchant_domains', 'merchants']);
}

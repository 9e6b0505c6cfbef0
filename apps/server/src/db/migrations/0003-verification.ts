import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Verification state lives in the database (not in memory) so captchas, SMS codes and their
 * throttles hold across several server instances and restarts.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Per-install secrets (HMAC keys), made on first use; never leave the database.
  await createTables(db, {
    server_secrets: {
      columns: {
        name: 'varchar(64) primary key',
        value: 'varchar(200) not null',
        created_at: 'varchar(40) not null',
      },
    },
    captchas: {
      columns: {
        id: 'serial primary key',
        key_hash: 'varchar(64) not null unique',
        answer_hash: 'varchar(64) not null',
        ip: 'varchar(64) not null',
        created_at: 'varchar(40) not null',
        expires_at: 'varchar(40) not null',
        used_at: 'varchar(40)',
      },
      indexes: {
        captchas_expires_idx: '(expires_at)',
      },
    },
    sms_codes: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id on delete cascade',
        purpose: 'varchar(20) not null',
        mobile: 'varchar(20) not null',
        code_hash: 'varchar(64) not null',
        attempts: 'integer not null default 0',
        ip: 'varchar(64) not null',
        created_at: 'varchar(40) not null',
        expires_at: 'varchar(40) not null',
        consumed_at: 'varchar(40)',
      },
      indexes: {
        // The live-code lookup (per brand), the per-number throttle (all brands: it protects the
        // phone's owner) and the per-IP throttle each get their own index.
        sms_codes_merchant_mobile_idx: '(merchant_id, mobile, created_at)',
        sms_codes_mobile_idx: '(mobile, created_at)',
        sms_codes_ip_idx: '(ip, created_at)',
      },
    },
    outbox_messages: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer references merchants.id on delete set null',
        channel: 'varchar(10) not null',
        recipient: 'varchar(320) not null',
        subject: 'varchar(500)',
        body: 'text not null',
        provider: 'varchar(40) not null',
        created_at: 'varchar(40) not null',
      },
      indexes: {
        outbox_messages_recipient_idx: '(recipient, created_at)',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['outbox_messages', 'sms_codes', 'captchas', 'server_secrets']);
}

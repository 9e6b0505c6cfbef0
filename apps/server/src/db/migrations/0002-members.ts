import type { Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    member_labels: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id on delete cascade',
        kind: 'varchar(10) not null',
        label_name: 'varchar(40) not null',
        color: 'varchar(20) not null',
        color2: 'varchar(20) not null',
        rank_level: 'integer',
      },
    },
    members: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        username: 'varchar(64) not null',
        username_key: 'varchar(64) not null',
        password_hash: 'varchar(255) not null',
        payment_password_hash: 'varchar(255)',
        nickname: 'varchar(64) not null',
        mobile: 'varchar(20)',
        country_dialing_code: 'varchar(6)',
        email: 'varchar(254)',
        contact: "text not null default '{}'",
        is_agent: 'integer not null default 0',
        upline_id: 'integer references members.id',
        affiliate_code: 'varchar(40)',
        referral_code: 'varchar(64)',
        club_label_id: 'integer references member_labels.id',
        avatar_id: 'varchar(40) not null',
        language: 'varchar(8) not null',
        first_login: 'integer not null default 1',
        must_change_password: 'integer not null default 0',
        password_changed_at: 'varchar(40) not null',
        trial_expires_at: 'varchar(40)',
        register_ip: 'varchar(64)',
        register_url: 'varchar(2000)',
        created_at: 'varchar(40) not null',
        last_login_at: 'varchar(40)',
      },
      indexes: {
        members_username_key: 'unique (merchant_id, username_key)',
        members_mobile: 'unique (merchant_id, mobile)',
        members_affiliate: 'unique (merchant_id, affiliate_code)',
        members_trial_expiry: '(trial_expires_at)',
      },
    },
    // Closure table: "whole team" is one indexed query at any depth (DESIGN.md section 4).
    member_closure: {
      columns: {
        ancestor_id: 'integer not null references members.id on delete cascade',
        descendant_id: 'integer not null references members.id on delete cascade',
        depth: 'integer not null',
      },
      primaryKey: ['ancestor_id', 'descendant_id'],
      indexes: {
        member_closure_descendant: '(descendant_id, depth)',
      },
    },
    member_label_links: {
      columns: {
        member_id: 'integer not null references members.id on delete cascade',
        label_id: 'integer not null references member_labels.id on delete cascade',
      },
      primaryKey: ['member_id', 'label_id'],
    },
    sessions: {
      columns: {
        id: 'serial primary key',
        member_id: 'integer not null references members.id on delete cascade',
        token_hash: 'varchar(64) not null unique',
        created_at: 'varchar(40) not null',
        last_seen_at: 'varchar(40) not null',
        revoked_at: 'varchar(40)',
        ip: 'varchar(64)',
      },
      indexes: {
        sessions_member: '(member_id)',
      },
    },
    login_throttles: {
      columns: {
        merchant_id: 'integer not null',
        scope: 'varchar(10) not null',
        subject: 'varchar(100) not null',
        failures: 'integer not null',
        window_started_at: 'varchar(40) not null',
        locked_until: 'varchar(40)',
      },
      primaryKey: ['merchant_id', 'scope', 'subject'],
    },
    password_resets: {
      columns: {
        id: 'serial primary key',
        member_id: 'integer not null references members.id on delete cascade',
        token_hash: 'varchar(64) not null unique',
        expires_at: 'varchar(40) not null',
        used_at: 'varchar(40)',
        created_at: 'varchar(40) not null',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, [
    'password_resets',
    'login_throttles',
    'sessions',
    'member_label_links',
    'member_closure',
    'members',
    'member_labels',
  ]);
}

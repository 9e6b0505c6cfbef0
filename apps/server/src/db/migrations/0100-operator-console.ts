import { sql, type Kysely } from 'kysely';
import { createTables, dropTables, isPostgres } from './helpers.ts';

/**
 * The operator console's security (issue 25).
 * - `operators.role` takes the seven console roles; existing operators keep theirs (admin,
 *   finance and support mean what they meant). Two-factor columns: the confirmed TOTP secret,
 *   one being enrolled, and the last time step used (a code is good once).
 * - `operator_sessions.verified_at`: null while only the password was given (the sign-in
 *   challenge); sessions from before two-factor count as verified.
 * - `operator_recovery_codes`: one-time codes, stored as SHA-256 (they are random, not chosen).
 * - `audit_log`: every operator action; triggers refuse UPDATE and DELETE (append-only).
 * - `adjustment_requests`: adjustments that wait for a second operator; the database itself
 *   refuses a decision by the requester.
 * - `operator_settings`: per brand, the size from which an adjustment needs that second operator.
 */
const ROLES = "('admin', 'finance', 'risk', 'support', 'marketing', 'content', 'readonly')";

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await widenRolesPostgres(db);
  else await widenRolesSqlite(db);
  await sql`alter table operator_sessions add column verified_at varchar(40)`.execute(db);
  await sql`update operator_sessions set verified_at = created_at`.execute(db);

  await createTables(db, {
    operator_recovery_codes: {
      columns: {
        id: 'serial primary key',
        operator_id: 'integer not null references operators.id on delete cascade',
        code_hash: 'varchar(64) not null unique',
        created_at: 'varchar(40) not null',
        used_at: 'varchar(40)',
      },
      indexes: { operator_recovery_codes_operator: '(operator_id)' },
    },
    audit_log: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer',
        // No reference: the trail outlives whatever it names.
        operator_id: 'integer',
        operator_name: 'varchar(40) not null',
        action: 'varchar(160) not null',
        target: 'varchar(120)',
        status: 'integer not null',
        before_json: 'text',
        after_json: 'text',
        ip: 'varchar(64)',
        user_agent: 'varchar(300)',
        created_at: 'varchar(40) not null',
      },
      indexes: {
        audit_log_created: '(created_at)',
        audit_log_operator: '(operator_id, created_at)',
        audit_log_action: '(action, created_at)',
      },
    },
    adjustment_requests: {
      columns: {
        id: 'serial primary key',
        merchant_id: 'integer not null references merchants.id',
        member_id: 'integer not null references members.id',
        amount: 'bigint not null',
        reason: 'varchar(200) not null',
        status: 'varchar(10) not null',
        requested_by: 'integer not null references operators.id',
        decided_by: 'integer references operators.id',
        transaction_id: 'integer',
        decision_note: 'varchar(200)',
        created_at: 'varchar(40) not null',
        decided_at: 'varchar(40)',
      },
      checks: {
        adjustment_requests_status: "status in ('pending', 'approved', 'rejected')",
        adjustment_requests_two_people: 'decided_by is null or decided_by <> requested_by',
      },
      indexes: { adjustment_requests_status: '(merchant_id, status, created_at)' },
    },
    operator_settings: {
      columns: {
        merchant_id: 'integer primary key references merchants.id on delete cascade',
        dual_approval_minor: 'bigint not null',
        updated_at: 'varchar(40) not null',
      },
    },
  });
  await appendOnly(db, 'audit_log');
}

async function widenRolesPostgres(db: Kysely<unknown>) {
  const { rows } = await sql<{ name: string }>`
    select conname as name from pg_constraint
    where conrelid = 'operators'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%role%'`.execute(db);
  for (const { name } of rows) await sql`alter table operators drop constraint ${sql.id(name)}`.execute(db);
  await sql`alter table operators add constraint operators_role check (role in ${sql.raw(ROLES)})`.execute(db);
  await sql`alter table operators alter column role type varchar(12)`.execute(db);
  for (const column of TOTP_COLUMNS) await sql`alter table operators add column ${sql.raw(column)}`.execute(db);
}

const TOTP_COLUMNS = [
  'totp_secret varchar(64)',
  'totp_pending_secret varchar(64)',
  'totp_enabled_at varchar(40)',
  'totp_last_step bigint',
];

/**
 * SQLite cannot change a column's CHECK: the table is rebuilt (its documented 12-step way, with
 * foreign keys off for the swap; the migrator runs SQLite outside a transaction).
 */
async function widenRolesSqlite(db: Kysely<unknown>) {
  await sql`pragma foreign_keys = off`.execute(db);
  await sql
    .raw(
      `create table operators_new (
    id integer primary key autoincrement,
    username varchar(40) not null,
    username_key varchar(40) not null unique,
    password_hash varchar(200) not null,
    role varchar(12) not null check (role in ${ROLES}),
    merchant_id integer references merchants (id) on delete cascade,
    disabled integer not null default 0,
    created_at varchar(40) not null,
    last_login_at varchar(40),
    ${TOTP_COLUMNS.join(',\n    ')}
  )`,
    )
    .execute(db);
  await sql`insert into operators_new (id, username, username_key, password_hash, role, merchant_id, disabled, created_at, last_login_at)
    select id, username, username_key, password_hash, role, merchant_id, disabled, created_at, last_login_at from operators`.execute(
    db,
  );
  await sql`drop table operators`.execute(db);
  await sql`alter table operators_new rename to operators`.execute(db);
  const broken = await sql`pragma foreign_key_check`.execute(db);
  await sql`pragma foreign_keys = on`.execute(db);
  if (broken.rows.length > 0) throw new Error('operators rebuild left dangling references');
}

async function appendOnly(db: Kysely<unknown>, table: string) {
  if (isPostgres(db)) {
    await sql`create function append_only() returns trigger language plpgsql as $$
      begin raise exception '% is append-only', tg_table_name; end $$`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function append_only()`.execute(db);
    return;
  }
  for (const event of ['update', 'delete'])
    await sql`create trigger ${sql.raw(`${table}_no_${event}`)} before ${sql.raw(event)} on ${sql.table(table)}
      begin select raise(abort, ${sql.lit(`${table} is append-only`)}); end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['operator_settings', 'adjustment_requests', 'audit_log', 'operator_recovery_codes']);
  if (isPostgres(db)) await sql`drop function append_only`.execute(db);
  await sql`alter table operator_sessions drop column verified_at`.execute(db);
}

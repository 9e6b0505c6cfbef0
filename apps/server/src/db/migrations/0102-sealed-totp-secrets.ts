import { sql, type Kysely } from 'kysely';
import { isSealed, secretBox } from '../../lib/secret-box.ts';
import { isPostgres } from './helpers.ts';

/**
 * Operators' TOTP secrets (confirmed and being enrolled) are kept sealed from now on
 * (lib/secret-box.ts, offered to modules by the crypto port): the ones stored in plain text until now are sealed here, in
 * place. A sealed value is longer than the 64 characters the columns had (PostgreSQL enforces it).
 */
const COLUMNS = ['totp_secret', 'totp_pending_secret'] as const;

type Row = { id: number; totp_secret: string | null; totp_pending_secret: string | null };

async function rewrite(db: Kysely<unknown>, change: (value: string) => string | null) {
  const { rows } = await sql<Row>`select id, totp_secret, totp_pending_secret from operators
    where totp_secret is not null or totp_pending_secret is not null`.execute(db);
  for (const row of rows) {
    const next = Object.fromEntries(COLUMNS.map((c) => [c, row[c] === null ? null : (change(row[c]) ?? row[c])]));
    await sql`update operators set totp_secret = ${next.totp_secret}, totp_pending_secret = ${next.totp_pending_secret}
      where id = ${row.id}`.execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db))
    for (const column of COLUMNS)
      await sql`alter table operators alter column ${sql.ref(column)} type varchar(200)`.execute(db);
  await rewrite(db, (value) => (isSealed(value) ? null : secretBox().seal(value)));
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (value) => (isSealed(value) ? secretBox().open(value) : null));
  if (isPostgres(db))
    for (const column of COLUMNS)
      await sql`alter table operators alter column ${sql.ref(column)} type varchar(64)`.execute(db);
}

import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect.ts';

/**
 * Team queries (modules/agents) read, for every member of a team, the closure row and the
 * member's roll-up rows over a period: tens of thousands of key lookups for a large team.
 *
 * SQLite: the closure and the daily roll-ups become WITHOUT ROWID tables, stored in their primary
 * key's order, so a key lookup finds the row's figures in the same b-tree (a rowid table pays a
 * second lookup per row; `npm run bench -- agents` measured about three times the reads). The
 * upserts that write them are unchanged, and they now write one b-tree instead of two.
 *
 * PostgreSQL: the closure gets an index that answers "the team below at these depths" from the
 * index alone (it changes only at registrations and moves). The roll-ups get no covering index:
 * their figures change with every bet, and an index over them would cost every bet an index
 * write on the hot path.
 */
const REBUILT = ['member_closure', 'member_day_play', 'member_day_vendor_play', 'member_day_money'];

async function rebuild(db: Kysely<unknown>, table: string, withoutRowid: boolean): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string | null }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null order by type desc`.execute(db);
  const create = rows.find((r) => r.type === 'table')!.sql!;
  const indexes = rows.filter((r) => r.type === 'index').map((r) => r.sql!);
  const body = create.replace(/\)\s*(without rowid)?\s*$/i, ')');
  const renamed = body.replace(
    new RegExp(`^create table\\s+["\`]?${table}["\`]?`, 'i'),
    `create table "${table}_next"`,
  );
  await sql.raw(`${renamed}${withoutRowid ? ' without rowid' : ''}`).execute(db);
  await sql.raw(`insert into "${table}_next" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${table}_next" rename to "${table}"`).execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create index member_closure_team on member_closure (ancestor_id, depth) include (descendant_id)`.execute(
      db,
    );
    return;
  }
  for (const table of REBUILT) await rebuild(db, table, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index member_closure_team`.execute(db);
    return;
  }
  for (const table of REBUILT) await rebuild(db, table, false);
}

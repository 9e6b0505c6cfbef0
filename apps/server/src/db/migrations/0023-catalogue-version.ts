import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers.ts';

/**
 * A version per brand's catalogue, bumped by triggers in the same transaction as every write to
 * games or game_vendors (admin flags, imports, syncs, seeds, even a hand-written UPDATE). Each app
 * instance keeps the playable catalogue in memory and compares this one indexed row per request,
 * so a change committed by any instance is seen by every instance on its next request. Triggers,
 * not calls in each writer, so no write path can forget the bump.
 */
const TABLES = ['games', 'game_vendors'] as const;
const EVENTS = [
  ['insert', 'NEW'],
  ['update', 'NEW'],
  ['delete', 'OLD'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('catalogue_versions')
    .addColumn('merchant_id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  if (isPostgres(db)) {
    await sql`create function catalogue_bump() returns trigger language plpgsql as $$
      declare
        merchant integer := case when tg_op = 'DELETE' then old.merchant_id else new.merchant_id end;
      begin
        insert into catalogue_versions (merchant_id, version) values (merchant, 1)
          on conflict (merchant_id) do update set version = catalogue_versions.version + 1;
        -- A row moved between brands changes both catalogues.
        if tg_op = 'UPDATE' and old.merchant_id <> new.merchant_id then
          insert into catalogue_versions (merchant_id, version) values (old.merchant_id, 1)
            on conflict (merchant_id) do update set version = catalogue_versions.version + 1;
        end if;
        return null;
      end $$`.execute(db);
    for (const table of TABLES)
      await sql`create trigger ${sql.raw(`${table}_catalogue_bump`)} after insert or update or delete
        on ${sql.table(table)} for each row execute function catalogue_bump()`.execute(db);
    return;
  }
  const bump = (ref: string, when = '') =>
    sql.raw(`insert or ignore into catalogue_versions (merchant_id, version) values (${ref}.merchant_id, 0);
      update catalogue_versions set version = version + 1 where merchant_id = ${ref}.merchant_id ${when};`);
  for (const table of TABLES)
    for (const [event, row] of EVENTS)
      await sql`create trigger ${sql.raw(`${table}_catalogue_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin ${bump(row)} ${event === 'update' ? bump('OLD', 'and OLD.merchant_id <> NEW.merchant_id') : sql``} end`.execute(
        db,
      );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES)
      await sql`drop trigger ${sql.raw(`${table}_catalogue_bump`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function catalogue_bump()`.execute(db);
  } else {
    for (const table of TABLES)
      for (const [event] of EVENTS) await sql`drop trigger ${sql.raw(`${table}_catalogue_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('catalogue_versions').execute();
}

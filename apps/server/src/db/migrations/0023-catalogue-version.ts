import { sql, type Kysely } from 'kysely';
import { createTables, isPostgres } from './helpers.ts';

/**
 * The catalogue's version: one row, bumped by triggers in the same transaction as every write to
 * games or game_vendors (admin flags, imports, syncs, seeds, even a hand-written UPDATE). Each app
 * instance keeps the playable catalogue in memory and reads this row per request, so a change
 * committed through any instance is seen by every instance on its next request. Triggers, not
 * calls in each writer, so no write path can forget the bump.
 *
 * One row for every brand, not one per brand: on PostgreSQL the bump runs BEFORE each statement,
 * so a catalogue writer locks the version row before any game row and two writers cannot deadlock
 * (a per-brand row, known only after a game row is locked, would let an import and an admin edit
 * of the same games wait on each other). Catalogue writes are rare; a bump reloads every brand's
 * snapshot, a few milliseconds each.
 */
const TABLES = ['games', 'game_vendors'] as const;
const EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    catalogue_version: {
      columns: {
        id: 'integer primary key',
        version: 'bigint not null',
      },
    },
  });
  await sql`insert into catalogue_version (id, version) values (1, 0)`.execute(db);
  if (isPostgres(db)) {
    await sql`create function catalogue_bump() returns trigger language plpgsql as $$
      begin
        update catalogue_version set version = version + 1 where id = 1;
        return null;
      end $$`.execute(db);
    for (const table of TABLES)
      await sql`create trigger ${sql.raw(`${table}_catalogue_bump`)} before insert or update or delete
        on ${sql.table(table)} for each statement execute function catalogue_bump()`.execute(db);
    return;
  }
  // SQLite has row triggers only; it runs one writer at a time, so lock order is no concern there.
  for (const table of TABLES)
    for (const event of EVENTS)
      await sql`create trigger ${sql.raw(`${table}_catalogue_${event}`)} after ${sql.raw(event)} on ${sql.table(table)}
        begin update catalogue_version set version = version + 1 where id = 1; end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of TABLES)
      await sql`drop trigger ${sql.raw(`${table}_catalogue_bump`)} on ${sql.table(table)}`.execute(db);
    await sql`drop function catalogue_bump()`.execute(db);
  } else {
    for (const table of TABLES)
      for (const event of EVENTS) await sql`drop trigger ${sql.raw(`${table}_catalogue_${event}`)}`.execute(db);
  }
  await db.schema.dropTable('catalogue_version').execute();
}

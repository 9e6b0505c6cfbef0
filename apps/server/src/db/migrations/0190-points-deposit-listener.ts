import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { createTables } from './helpers.ts';

/**
 * Points earn on a credited deposit inside the credit's transaction (a deposit-credited listener,
 * issue 29) instead of a scan every 30 seconds: the scan's cursor table goes, and so do its
 * schedule and the runs it left queued (no handler claims them any more). The deposits'
 * credited_at index stays (cheap; reads by credit time may use it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from jobs where kind = 'points.earn-deposits' and state = 'queued'`.execute(db);
  await sql`delete from job_schedules where name = 'points.earn-deposits'`.execute(db);
  await db.schema.dropTable('points_cursors').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    points_cursors: { columns: { name: 'varchar(40) primary key', position: 'varchar(40) not null' } },
  });
}

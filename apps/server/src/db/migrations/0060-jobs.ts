import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

/**
 * Durable background work (modules/jobs). `jobs` is the queue and the outbox: a row is written in
 * the caller's transaction before anything is attempted, leased by one runner at a time
 * (`locked_by` until `locked_until`), retried with backoff, and kept as history. `job_runs` has
 * one row per attempt. `job_schedules` is each schedule's cursor (the last slot enqueued), so
 * slots missed while no server ran are found after a restart; a slot's job carries the unique
 * `dedupe_key` "schedule:<name>@<slot>", so two instances cannot enqueue it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'varchar(80)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'varchar(200)', (c) => c.unique())
    .addColumn('concurrency_key', 'varchar(120)')
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('run_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull())
    .addColumn('locked_by', 'varchar(120)')
    .addColumn('locked_until', 'varchar(40)')
    .addColumn('last_error', 'text')
    .addColumn('result', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(40)')
    .addCheckConstraint('jobs_state_check', sql`state in ('queued', 'running', 'succeeded', 'failed')`)
    .execute();
  await db.schema.createIndex('jobs_due_idx').on('jobs').columns(['state', 'run_at']).execute();
  await db.schema.createIndex('jobs_kind_idx').on('jobs').columns(['kind', 'id']).execute();
  await db.schema.createIndex('jobs_finished_idx').on('jobs').columns(['finished_at']).execute();
  // The backstop for "one at a time": at most one running job per concurrency key (a schedule).
  await db.schema
    .createIndex('jobs_one_running_idx')
    .on('jobs')
    .column('concurrency_key')
    .unique()
    .where(sql.ref('state'), '=', 'running')
    .execute();
  await db.schema.createIndex('jobs_concurrency_idx').on('jobs').columns(['concurrency_key', 'state']).execute();

  await withId(db, db.schema.createTable('job_runs'))
    .addColumn('job_id', 'bigint', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(80)', (c) => c.notNull())
    .addColumn('attempt', 'integer', (c) => c.notNull())
    .addColumn('runner', 'varchar(120)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('finished_at', 'varchar(40)')
    .addColumn('outcome', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('result', 'text')
    .execute();
  await db.schema.createIndex('job_runs_job_idx').on('job_runs').columns(['job_id', 'id']).execute();
  await db.schema.createIndex('job_runs_started_idx').on('job_runs').columns(['started_at']).execute();

  await db.schema
    .createTable('job_schedules')
    .addColumn('name', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('pattern', 'varchar(80)', (c) => c.notNull())
    .addColumn('last_slot_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('skipped_slots', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_schedules').execute();
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('jobs').execute();
}

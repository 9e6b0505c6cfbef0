import { sql, type Kysely } from 'kysely';
import { createTables, dropTables } from './helpers.ts';

/**
 * Durable background work (modules/jobs). `jobs` is the queue and the outbox: a row is written in
 * the caller's transaction before anything is attempted, leased by one runner at a time
 * (`locked_by` until `locked_until`), retried with backoff, and kept as history. `job_runs` has
 * one row per attempt. `job_schedules` is each schedule's cursor (the last slot enqueued), so
 * slots missed while no server ran are found after a restart; a slot's job carries the unique
 * `dedupe_key` "schedule:<name>@<slot>", so two instances cannot enqueue it twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTables(db, {
    jobs: {
      columns: {
        id: 'serial primary key',
        kind: 'varchar(80) not null',
        payload: 'text not null',
        dedupe_key: 'varchar(200) unique',
        concurrency_key: 'varchar(120)',
        state: 'varchar(16) not null',
        run_at: 'varchar(40) not null',
        attempts: 'integer not null default 0',
        max_attempts: 'integer not null',
        locked_by: 'varchar(120)',
        locked_until: 'varchar(40)',
        last_error: 'text',
        result: 'text',
        created_at: 'varchar(40) not null',
        updated_at: 'varchar(40) not null',
        finished_at: 'varchar(40)',
      },
      checks: {
        jobs_state_check: "state in ('queued', 'running', 'succeeded', 'failed')",
      },
      indexes: {
        jobs_due_idx: '(state, run_at)',
        jobs_kind_idx: '(kind, id)',
        jobs_finished_idx: '(finished_at)',
      },
    },
  });
  // The backstop for "one at a time": at most one running job per concurrency key (a schedule).
  await db.schema
    .createIndex('jobs_one_running_idx')
    .on('jobs')
    .column('concurrency_key')
    .unique()
    .where(sql.ref('state'), '=', 'running')
    .execute();
  await db.schema.createIndex('jobs_concurrency_idx').on('jobs').columns(['concurrency_key', 'state']).execute();

  await createTables(db, {
    job_runs: {
      columns: {
        id: 'serial primary key',
        job_id: 'bigint not null references jobs.id on delete cascade',
        kind: 'varchar(80) not null',
        attempt: 'integer not null',
        runner: 'varchar(120) not null',
        started_at: 'varchar(40) not null',
        finished_at: 'varchar(40)',
        outcome: 'varchar(16) not null',
        error: 'text',
        result: 'text',
      },
      indexes: {
        job_runs_job_idx: '(job_id, id)',
        job_runs_started_idx: '(started_at)',
      },
    },
    job_schedules: {
      columns: {
        name: 'varchar(80) primary key',
        pattern: 'varchar(80) not null',
        last_slot_at: 'varchar(40) not null',
        skipped_slots: 'integer not null default 0',
        updated_at: 'varchar(40) not null',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropTables(db, ['job_schedules', 'job_runs', 'jobs']);
}

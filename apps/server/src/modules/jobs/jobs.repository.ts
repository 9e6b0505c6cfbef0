import { sql, type Insertable } from 'kysely';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import { countRows, findRow, newestRows } from '../../lib/rows.ts';
import { mapJob, type Job, type JobState } from './job.model.ts';
import type { JobsTable } from './jobs.tables.ts';

export type JobFilter = { state?: JobState; kind?: string; limit: number; beforeId?: number };
export type Lease = { runner: string; now: string; until: string };

export const jobsRepository = {
  /** Inserts unless a job with the same dedupe key exists; returns the id either way. */
  async insert(db: DbOrTrx, values: Omit<Insertable<JobsTable>, 'id'>): Promise<{ id: number; created: boolean }> {
    const row = await db
      .insertInto('jobs')
      .values(values)
      .onConflict((oc) => oc.column('dedupe_key').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (row) return { id: Number(row.id), created: true };
    const existing = await db
      .selectFrom('jobs')
      .select('id')
      .where('dedupe_key', '=', values.dedupe_key ?? '')
      .executeTakeFirstOrThrow();
    return { id: Number(existing.id), created: false };
  },

  /**
   * Leases the next due job of one of `kinds`: a queued job whose time has come, or a running one
   * whose lease ran out (its runner died). One conditional UPDATE, so two runners never take the
   * same row; on PostgreSQL the candidate is picked FOR UPDATE SKIP LOCKED so they do not queue
   * behind each other. A job whose concurrency key is already running waits.
   */
  async claim(db: DbOrTrx, kinds: string[], lease: Lease, postgres: boolean): Promise<Job | undefined> {
    if (kinds.length === 0) return undefined;
    const candidate = db
      .selectFrom('jobs as c')
      .select('c.id')
      .where('c.kind', 'in', kinds)
      .where((eb) =>
        eb.or([
          eb.and([eb('c.state', '=', 'queued'), eb('c.run_at', '<=', lease.now)]),
          eb.and([eb('c.state', '=', 'running'), eb('c.locked_until', '<', lease.now)]),
        ]),
      )
      // A job whose key another job holds waits: one running with the key, or one queued before it
      // (jobs sharing a key run oldest first; on PostgreSQL a claim skips rows other claims have
      // locked, so without the second a third runner could pass over two slots being claimed and
      // start a later one first: seen, a schedule catching up 14:08, 14:09, 14:10 ran 14:10 first).
      .where((eb) =>
        eb.or([
          eb('c.concurrency_key', 'is', null),
          eb.not(
            eb.exists(
              eb
                .selectFrom('jobs as o')
                .select('o.id')
                .whereRef('o.concurrency_key', '=', 'c.concurrency_key')
                .whereRef('o.id', '<>', 'c.id')
                .where((other) =>
                  other.or([
                    other('o.state', '=', 'running'),
                    other.and([
                      other('o.state', '=', 'queued'),
                      other.or([
                        other('o.run_at', '<', other.ref('c.run_at')),
                        other.and([
                          other('o.run_at', '=', other.ref('c.run_at')),
                          other('o.id', '<', other.ref('c.id')),
                        ]),
                      ]),
                    ]),
                  ]),
                ),
            ),
          ),
        ]),
      )
      .orderBy('c.run_at')
      .orderBy('c.id')
      .limit(1)
      .$if(postgres, (q) => q.forUpdate().skipLocked());
    try {
      const row = await db
        .updateTable('jobs')
        .set({
          state: 'running',
          locked_by: lease.runner,
          locked_until: lease.until,
          attempts: sql<number>`attempts + 1`,
          updated_at: lease.now,
        })
        .where('id', '=', candidate)
        .returningAll()
        .executeTakeFirst();
      return row && mapJob(row);
    } catch (error) {
      // Another runner started a job with the same concurrency key a moment ago: try again later.
      if (isUniqueViolation(error)) return undefined;
      throw error;
    }
  },

  /** Extends the lease while the work runs; false when another runner has taken the job over. */
  async extendLease(db: DbOrTrx, id: number, runner: string, until: string): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({ locked_until: until })
      .where('id', '=', id)
      .where('locked_by', '=', runner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Ends a lease: succeeded, failed for good, or queued again for `runAt`. False if the lease was lost. */
  async release(
    db: DbOrTrx,
    id: number,
    runner: string,
    values: { state: JobState; now: string; runAt?: string; result?: string | null; error?: string | null },
  ): Promise<boolean> {
    const done = values.state === 'succeeded' || values.state === 'failed';
    const result = await db
      .updateTable('jobs')
      .set({
        state: values.state,
        locked_by: null,
        locked_until: null,
        updated_at: values.now,
        ...(values.runAt ? { run_at: values.runAt } : {}),
        ...(values.result !== undefined ? { result: values.result } : {}),
        ...(values.error !== undefined ? { last_error: values.error } : {}),
        ...(done ? { finished_at: values.now } : {}),
      })
      .where('id', '=', id)
      .where('locked_by', '=', runner)
      .where('state', '=', 'running')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** An operator's retry: a failed job is queued again with a fresh set of attempts. */
  async requeueFailed(db: DbOrTrx, id: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('jobs')
      .set({ state: 'queued', run_at: now, attempts: 0, finished_at: null, updated_at: now })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  findById(db: DbOrTrx, id: number): Promise<Job | undefined> {
    return findRow(db, 'jobs', { id }, mapJob);
  },

  /** Newest first. */
  list(db: DbOrTrx, filter: JobFilter): Promise<Job[]> {
    return newestRows(db, 'jobs', { state: filter.state, kind: filter.kind }, filter, mapJob);
  },

  /** Jobs of `concurrencyKey` still waiting to start. */
  countQueued(db: DbOrTrx, concurrencyKey: string): Promise<number> {
    return countRows(db.selectFrom('jobs').where('concurrency_key', '=', concurrencyKey).where('state', '=', 'queued'));
  },

  /** Finished jobs (and, by cascade, their runs) older than the cut-offs. */
  async purgeFinished(db: DbOrTrx, succeededBefore: string, failedBefore: string): Promise<number> {
    const result = await db
      .deleteFrom('jobs')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'succeeded'), eb('finished_at', '<', succeededBefore)]),
          eb.and([eb('state', '=', 'failed'), eb('finished_at', '<', failedBefore)]),
        ]),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
};

import { Cron } from 'croner';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { jobsRepository } from './jobs.repository.ts';
import { enqueue } from './jobs.usecases.ts';

export type Schedule = {
  name: string;
  /** Cron pattern with optional seconds, read in UTC so every instance agrees on the slots. */
  pattern: string;
  /**
   * How many slots of this schedule may wait at once. Slots missed while no server ran are caught
   * up to this bound (the most recent ones); older ones are counted in `skipped_slots` and logged.
   * 1 suits passes that do "everything due" (draws, auto-confirmations): one run covers the gap.
   */
  catchUp: number;
  maxAttempts: number;
};

type Log = { warn(details: object, message: string): void };

/** Counting missed slots walks the pattern; past this many the count says "at least". */
const COUNT_LIMIT = 1000;
const crons = new Map<string, Cron>();

function cronFor(pattern: string): Cron {
  let cron = crons.get(pattern);
  if (!cron) {
    cron = new Cron(pattern, { timezone: 'UTC' });
    crons.set(pattern, cron);
  }
  return cron;
}

/** The slots in (after, upTo], counted up to COUNT_LIMIT. */
function countSlots(cron: Cron, after: Date, upTo: Date): number {
  let count = 0;
  for (let slot = cron.nextRun(after); slot && slot <= upTo && count < COUNT_LIMIT; slot = cron.nextRun(slot)) count++;
  return count;
}

export const scheduleKey = (name: string) => `schedule:${name}`;

/**
 * Turns due schedule slots into jobs. Each schedule's cursor (`job_schedules.last_slot_at`) moves
 * forward with a conditional UPDATE, so when several instances look at once only one enqueues;
 * the slot job's unique dedupe key is the backstop. Runs on every runner tick and after a
 * restart, which is how slots missed while stopped are found. A schedule seen for the first
 * time starts at its latest slot without running it (a new install has nothing to catch up).
 */
export async function enqueueDueSlots(db: Db, schedules: Schedule[], now: Date, log: Log): Promise<number> {
  if (schedules.length === 0) return 0;
  const cursors = new Map((await db.selectFrom('job_schedules').selectAll().execute()).map((r) => [r.name, r]));
  let enqueued = 0;
  for (const schedule of schedules) {
    const cron = cronFor(schedule.pattern);
    const cursor = cursors.get(schedule.name);
    if (!cursor) {
      const latest = cron.previousRuns(1, new Date(now.getTime() + 1))[0] ?? now;
      await db
        .insertInto('job_schedules')
        .values({
          name: schedule.name,
          pattern: schedule.pattern,
          last_slot_at: latest.toISOString(),
          skipped_slots: 0,
          updated_at: now.toISOString(),
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      continue;
    }
    const after = new Date(cursor.last_slot_at);
    const next = cron.nextRun(after);
    if (!next || next > now) continue;
    // Newest first, only slots after the cursor.
    const due = cron.previousRuns(schedule.catchUp, new Date(now.getTime() + 1)).filter((slot) => slot > after);
    const missed = countSlots(cron, after, now);
    enqueued += await inTransaction(db, async (trx) => {
      const moved = await trx
        .updateTable('job_schedules')
        .set({ last_slot_at: due[0]!.toISOString(), pattern: schedule.pattern, updated_at: now.toISOString() })
        .where('name', '=', schedule.name)
        .where('last_slot_at', '=', cursor.last_slot_at)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) return 0; // another instance took these slots
      const waiting = await jobsRepository.countQueued(trx, scheduleKey(schedule.name));
      const slots = due.slice(0, Math.max(0, schedule.catchUp - waiting)).reverse();
      for (const slot of slots) {
        await enqueue(
          trx,
          schedule.name,
          { slotAt: slot.toISOString() },
          {
            runAt: slot,
            dedupeKey: `${scheduleKey(schedule.name)}@${slot.toISOString()}`,
            concurrencyKey: scheduleKey(schedule.name),
            maxAttempts: schedule.maxAttempts,
          },
        );
      }
      const skipped = missed - slots.length;
      if (skipped > 0) {
        await trx
          .updateTable('job_schedules')
          .set((eb) => ({ skipped_slots: eb('skipped_slots', '+', skipped) }))
          .where('name', '=', schedule.name)
          .execute();
        // One slot waiting behind a running one is ordinary; a longer gap is worth a line.
        if (skipped > 1 || waiting === 0)
          log.warn({ schedule: schedule.name, skipped, atLeast: missed >= COUNT_LIMIT }, 'schedule slots skipped');
      }
      return slots.length;
    });
  }
  return enqueued;
}

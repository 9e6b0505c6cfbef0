import { CompiledQuery } from 'kysely';
import type { Db, Trx } from './schema.ts';

/**
 * Group commit for SQLite. Its one connection runs one transaction at a time, and the commit (the
 * write, and the fsync under synchronous=FULL) is most of a small transaction's cost. Units of
 * work that queue up while a transaction runs are run together in the next one, one after the
 * other, each inside its own savepoint:
 *   - a unit that throws is rolled back to its savepoint and its caller gets its error; the
 *     others are unaffected (as if it had run alone and failed);
 *   - a caller is answered only after the shared COMMIT, so nothing is reported before it is
 *     durable; if the COMMIT itself fails, every unit of the group fails with that error;
 *   - units run in arrival order and see each other's writes, exactly as they would one after
 *     another in separate transactions.
 * The hooks a unit registers (afterCommit) are its own: the caller runs them after the commit.
 */
type Unit = { work: (trx: Trx) => Promise<unknown>; resolve: (value: unknown) => void; reject: (e: unknown) => void };
type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/** Bounds how long the last unit of a group waits for the others. */
const MAX_GROUP = 64;
// Compiled once: building `sql\`savepoint …\`` for each unit was a visible share of a posting's CPU.
const SAVEPOINT = CompiledQuery.raw('savepoint unit_of_work');
const RELEASE = CompiledQuery.raw('release unit_of_work');
const ROLLBACK_TO = CompiledQuery.raw('rollback to unit_of_work');
const queues = new WeakMap<Db, Unit[]>();
const draining = new WeakSet<Db>();

export function groupCommit<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let queue = queues.get(db);
    if (!queue) queues.set(db, (queue = []));
    queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
    if (!draining.has(db)) void drain(db, queue);
  });
}

async function drain(db: Db, queue: Unit[]): Promise<void> {
  draining.add(db);
  try {
    while (queue.length > 0) {
      await runGroup(db, queue.splice(0, MAX_GROUP));
      // The callers just answered usually come straight back with their next unit, a few promise
      // hops later: one turn of the event loop lets them (and requests already read from sockets)
      // join the next group, so fewer, larger commits (a commit is most of a small unit's cost).
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  } finally {
    draining.delete(db);
  }
}

async function runGroup(db: Db, group: Unit[]): Promise<void> {
  const outcomes: Outcome[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const unit of group) outcomes.push(await runUnit(trx, unit));
    });
  } catch (error) {
    // The transaction as a whole failed (COMMIT refused, or SQLite rolled everything back).
    for (const unit of group) unit.reject(error);
    return;
  }
  group.forEach((unit, i) => {
    const outcome = outcomes[i]!;
    if (outcome.ok) unit.resolve(outcome.value);
    else unit.reject(outcome.error);
  });
}

async function runUnit(trx: Trx, unit: Unit): Promise<Outcome> {
  await trx.executeQuery(SAVEPOINT);
  try {
    const value = await unit.work(trx);
    await trx.executeQuery(RELEASE);
    return { ok: true, value };
  } catch (error) {
    // If SQLite already rolled the whole transaction back, this throws and fails the group.
    await trx.executeQuery(ROLLBACK_TO);
    await trx.executeQuery(RELEASE);
    return { ok: false, error };
  }
}

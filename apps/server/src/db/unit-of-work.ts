import type { Db, DbOrTrx, Trx } from './schema.ts';
import { isPostgres } from './dialect.ts';
import { groupCommit } from './group-commit.ts';
import { retryingConflicts } from './conflict-retry.ts';

/**
 * One database transaction that several features write into: a withdrawal row and its ledger
 * hold, a bet and its debit, a job and the row that enqueued it. Everything inside commits
 * together or not at all.
 *
 *   await inTransaction(db, async (trx) => {
 *     const w = await withdrawalsRepository.insert(trx, …);
 *     await postTransaction(trx, { … });          // joins this transaction
 *   });
 *
 * Passing a transaction that `inTransaction` opened joins it (nested calls share one unit of work).
 * `afterCommit` runs side effects that must not happen before the data is visible (cache
 * invalidation, wake-ups); they are dropped when the transaction rolls back.
 *
 * On SQLite, units that arrive while another one holds the (single) connection commit together
 * in one database transaction, each inside its own savepoint (db/group-commit.ts): one commit
 * instead of several, with the same all-or-nothing outcome for each unit.
 *
 * On PostgreSQL, `inRetryingTransaction` runs its work again when the database aborted it to break
 * a deadlock or for a serialisation failure (db/conflict-retry.ts) instead of failing the caller.
 * The lock order that keeps money paths from deadlocking in the first place is in
 * docs/architecture.md ("Locks and retries").
 */
const hooksByTrx = new WeakMap<object, (() => void)[]>();

export function inTransaction<T>(db: DbOrTrx, work: (trx: Trx) => Promise<T>): Promise<T> {
  return unitOfWork(db, work, false);
}

/**
 * `inTransaction` for idempotent work, which may start over: everything it does is a database
 * write (rolled back with the aborted attempt) or an `afterCommit` hook (dropped with it), and it
 * changes nothing outside itself (no counter or list of the caller's, no message sent). Joining an
 * outer unit, it is that unit's work: the outermost unit is the one that starts over, so it decides.
 */
export function inRetryingTransaction<T>(db: DbOrTrx, work: (trx: Trx) => Promise<T>): Promise<T> {
  return unitOfWork(db, work, true);
}

async function unitOfWork<T>(db: DbOrTrx, work: (trx: Trx) => Promise<T>, retry: boolean): Promise<T> {
  if (db.isTransaction) {
    if (!hooksByTrx.has(db)) throw new Error('Open money transactions with inTransaction(), not db.transaction()');
    return work(db as Trx);
  }
  if (!isPostgres(db)) {
    const hooks: (() => void)[] = [];
    const result = await groupCommit(db as Db, (trx) => {
      hooksByTrx.set(trx, hooks);
      return work(trx);
    });
    for (const hook of hooks) hook();
    return result;
  }
  const attempt = async () => {
    // Each attempt has hooks of its own: those of an attempt that rolled back never run.
    const hooks: (() => void)[] = [];
    const result = await (db as Db).transaction().execute((trx) => {
      hooksByTrx.set(trx, hooks);
      return work(trx);
    });
    return { result, hooks };
  };
  const { result, hooks } = retry ? await retryingConflicts(attempt) : await attempt();
  for (const hook of hooks) hook();
  return result;
}

/** Runs `hook` once the transaction commits (never if it rolls back). */
export function afterCommit(trx: Trx, hook: () => void): void {
  const hooks = hooksByTrx.get(trx);
  if (!hooks) throw new Error('afterCommit needs a transaction opened by inTransaction()');
  hooks.push(hook);
}

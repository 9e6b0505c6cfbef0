import type { Db, DbOrTrx, Trx } from './schema.ts';
import { isPostgres } from './migrations/helpers.ts';
import { groupCommit } from './group-commit.ts';

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
 */
const hooksByTrx = new WeakMap<object, (() => void)[]>();

export async function inTransaction<T>(db: DbOrTrx, work: (trx: Trx) => Promise<T>): Promise<T> {
  if (db.isTransaction) {
    if (!hooksByTrx.has(db)) throw new Error('Open money transactions with inTransaction(), not db.transaction()');
    return work(db as Trx);
  }
  if (!isPostgres(db as never)) {
    const hooks: (() => void)[] = [];
    const result = await groupCommit(db as Db, (trx) => {
      hooksByTrx.set(trx, hooks);
      return work(trx);
    });
    for (const hook of hooks) hook();
    return result;
  }
  const hooks: (() => void)[] = [];
  const result = await (db as Db).transaction().execute((trx) => {
    hooksByTrx.set(trx, hooks);
    return work(trx);
  });
  for (const hook of hooks) hook();
  return result;
}

/** Runs `hook` once the transaction commits (never if it rolls back). */
export function afterCommit(trx: Trx, hook: () => void): void {
  const hooks = hooksByTrx.get(trx);
  if (!hooks) throw new Error('afterCommit needs a transaction opened by inTransaction()');
  hooks.push(hook);
}

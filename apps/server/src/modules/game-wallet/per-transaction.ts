import { isPostgres } from '../../db/dialect.ts';
import type { DbOrTrx } from '../../db/schema.ts';

/**
 * Facts that cannot change while one database transaction runs (the vendor, the member, the
 * brand's currency, which ledger accounts play, which advisory locks it holds), read once per
 * transaction. An in-house bet calls the game wallet twice in one transaction (stake, then
 * settlement) and would otherwise read them all again while holding the house account's row lock,
 * which every bet of the brand waits for. Outside a transaction nothing is kept.
 *
 * PostgreSQL only: there a transaction is one unit of work and any failed statement aborts all of
 * it. SQLite's group commit runs several units in one transaction, each in a savepoint that can be
 * rolled back (an account created by a failed unit disappears), and its reads cost no round trip.
 */
const memos = new WeakMap<object, Map<string, unknown>>();

export async function oncePerTransaction<T>(db: DbOrTrx, key: string, read: () => Promise<T>): Promise<T> {
  if (!db.isTransaction || !isPostgres(db)) return read();
  let memo = memos.get(db);
  if (!memo) memos.set(db, (memo = new Map()));
  if (memo.has(key)) return memo.get(key) as T;
  const value = await read();
  memo.set(key, value);
  return value;
}

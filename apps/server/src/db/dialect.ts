import { PostgresAdapter, type QueryExecutor } from 'kysely';

/**
 * The one place that tells the two databases apart, for the few paths that differ: row locks
 * (`for update`, `for no key update`, advisory locks), which SQLite has no need of since it runs one
 * write transaction at a time, and a handful of statements written once per dialect. Takes any
 * handle (the database, a transaction, a migration's `Kysely<unknown>`), so no caller casts.
 */
export function isPostgres(db: { getExecutor(): QueryExecutor }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

import { afterAll, afterEach, beforeAll, it } from 'vitest';
import { openSqlite, type DbHandle } from '../src/db/database.ts';
import type { Database, Db } from '../src/db/schema.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { forgetProcessCaches } from '../src/lib/process-caches.ts';
import { sqliteTemplate, templatePasswordHashes } from './db-template.ts';
import { createPostgresTestDatabase, openSameDatabase } from './pg-test-databases.ts';

/**
 * A fresh migrated and seeded database per test file: SQLite in memory by default, or a
 * throwaway database on the PostgreSQL server named by DATABASE_URL (dropped again in `close`).
 * Either is a copy of the run's template (db-template.ts, pg-test-databases.ts), migrated and
 * seeded once per run.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<DbHandle> {
  // The server's test files share their modules (vitest.config.ts): what a process caches about a
  // brand belongs to the database the last file used.
  forgetProcessCaches();
  const url = process.env.DATABASE_URL;
  const seed = options.seed !== false;
  const template = url ? undefined : sqliteTemplate(seed);
  if (template) return openSqlite(template);
  if (url) return createPostgresTestDatabase(url, { seed, hashes: templatePasswordHashes() });
  const handle = openSqlite(':memory:');
  await migrateToLatest(handle.db);
  if (seed) await seedIfEmpty(handle.db, templatePasswordHashes(), { team: false });
  return handle;
}

/**
 * This file's database, opened before its tests (then `prepare`) and closed after them, with
 * `afterEachTest` (an invariant) after every test; returns the handle's accessor.
 */
export function useTestDatabase(
  hooks: { prepare?: (db: Db) => Promise<unknown>; afterEachTest?: (db: Db) => Promise<void> } = {},
): () => DbHandle {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await hooks.prepare?.(handle.db);
  });
  afterAll(async () => handle.close());
  afterEach(async () => hooks.afterEachTest?.(handle.db));
  return () => handle;
}

/** A second pool on the PostgreSQL database of `first`, as another server process has; the caller closes it. */
export async function sameDatabasePool(first: DbHandle): Promise<DbHandle> {
  return openSameDatabase(first.db);
}

/** A test that needs PostgreSQL (several pools on one database): skipped on the SQLite run. */
export const itOnPostgres = it.skipIf(!process.env.DATABASE_URL);

type InstanceDatabases = { fresh: () => Promise<DbHandle>; same: (first: DbHandle) => Promise<DbHandle> };

/**
 * For tests of several server instances: `fresh()` opens a new test database and `same(first)` a
 * second pool on its schema (another process's view); every handle opened is closed after each
 * test, newest first. Register it before the file's own `afterEach` (which stops the instances):
 * after-hooks run last-registered first, so the instances stop before their databases close.
 */
export function useInstanceDatabases(): InstanceDatabases {
  const handles: DbHandle[] = [];
  afterEach(async () => {
    for (const handle of handles.splice(0).reverse()) await handle.close();
  });
  const opened = (handle: DbHandle) => {
    handles.push(handle);
    return handle;
  };
  return {
    fresh: async () => opened(await createTestDatabase()),
    same: async (first) => opened(await sameDatabasePool(first)),
  };
}

/** How many rows `table` holds (a test's before and after of a refused request). */
export async function rowCount(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

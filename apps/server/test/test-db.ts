import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, it } from 'vitest';
import { openPostgres, openSqlite, type DbHandle } from '../src/db/database.ts';
import type { Database, Db } from '../src/db/schema.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';
import { sqliteTemplate, templatePasswordHashes } from './db-template.ts';
import { schemasDroppedAtEnd, testSchemaName } from './test-schemas.ts';

/**
 * A fresh migrated and seeded database per test file: SQLite in memory by default, or a
 * throwaway schema on the PostgreSQL named by DATABASE_URL (dropped again in `close`). On SQLite
 * it is a copy of the run's template (db-template.ts), migrated and seeded once per run.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<DbHandle> {
  const url = process.env.DATABASE_URL;
  const seed = options.seed !== false;
  const template = url ? undefined : sqliteTemplate(seed);
  if (template) return openSqlite(template);
  let handle: DbHandle;
  if (url) {
    const schema = testSchemaName();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    const inner = openPostgres(url, { schema, max: 5 });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        if (schemasDroppedAtEnd()) return;
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP SCHEMA ${schema} CASCADE`);
        await dropper.end();
      },
    };
  } else {
    handle = openSqlite(':memory:');
  }
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

/** A second pool on the PostgreSQL schema of `first`, as another server process has; the caller closes it. */
export async function sameSchemaPool(first: DbHandle): Promise<DbHandle> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(first.db);
  return openPostgres(process.env.DATABASE_URL!, { schema: rows[0]!.schema, max: 5 });
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
    same: async (first) => opened(await sameSchemaPool(first)),
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

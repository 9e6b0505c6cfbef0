import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqlite, type DbHandle } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { JobRunner, type RunnerOptions } from '../src/modules/jobs/job-runner.ts';
import { createTestDatabase, sameDatabasePool } from './test-db.ts';

/** A log that keeps what runners say, so tests can assert on it. */
export function memoryLog() {
  const lines: { level: string; message: string; details: object }[] = [];
  const at = (level: string) => (details: object, message: string) => void lines.push({ level, message, details });
  return { lines, info: at('info'), warn: at('warn'), error: at('error') };
}

/** A clock tests move by hand. */
export function manualClock(start = '2026-03-01T00:00:00.000Z') {
  let now = new Date(start);
  return {
    now: () => now,
    advance: (ms: number) => (now = new Date(now.getTime() + ms)),
  };
}

/**
 * Two handles on one database, as two server instances have: two pools on one PostgreSQL database.
 * On SQLite both share one connection to a file: better-sqlite3 waits for a lock synchronously,
 * so a second connection in the same process would block the one holding the lock (deadlock);
 * the embedded database is one process by design, and its runners share that connection.
 */
export async function twoInstances(): Promise<{ a: DbHandle; b: DbHandle; close: () => Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const a = await createTestDatabase({ seed: false });
    const b = await sameDatabasePool(a);
    return { a, b, close: async () => (await b.close(), await a.close()) };
  }
  const a = openSqlite(path.join(mkdtempSync(path.join(tmpdir(), 'arcadia-jobs-')), 'jobs.db'));
  await migrateToLatest(a.db);
  return { a, b: a, close: () => a.close() };
}

export function runnerOn(database: DbHandle, options: RunnerOptions & { log?: ReturnType<typeof memoryLog> } = {}) {
  const { log = memoryLog(), ...rest } = options;
  return new JobRunner(database, log, { pollMs: 50, ...rest });
}

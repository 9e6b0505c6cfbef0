import net from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, openSqlite, type DbHandle } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/seed.ts';

/** Migrates and seeds the database, runs `body` on it and closes it whatever happens. */
async function migratedAndSeeded<T>(handle: DbHandle, body: (db: DbHandle) => Promise<T>): Promise<T> {
  try {
    await migrateToLatest(handle.db);
    await seedIfEmpty(handle.db);
    return await body(handle);
  } finally {
    await handle.close();
  }
}

/** A migrated, seeded SQLite file for the length of `body`. */
export async function withSqlite<T>(file: string, body: (db: DbHandle) => Promise<T>): Promise<T> {
  return migratedAndSeeded(openSqlite(file), body);
}

/** DATABASE_URL, or a local server on 127.0.0.1:5432 if one answers, else null. */
export async function postgresUrl(): Promise<string | null> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const answers = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432, timeout: 500 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
  return answers ? 'postgres://postgres@127.0.0.1:5432/test' : null;
}

/**
 * A migrated, seeded throwaway database (the server's default pool size), dropped afterwards. A
 * database rather than a schema: test runs migrating in the shared database inspect every schema
 * there, and one dropped under them fails their migration. `keep`: a database of that name, made
 * when absent and kept afterwards (a bench that reuses its seeded data between runs).
 */
export async function withPostgres<T>(url: string, body: (db: DbHandle) => Promise<T>, keep?: string): Promise<T> {
  const name = keep ?? `arcadia_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = keep ? (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount : 0;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  try {
    return await migratedAndSeeded(openPostgres(target.toString()), body);
  } finally {
    if (!keep) await admin.query(`DROP DATABASE ${name}`);
    await admin.end();
  }
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Config } from '../config/config.ts';
import type { Database, Db } from './schema.ts';

export type DbKind = 'sqlite' | 'postgres';
export type DbHandle = { db: Db; kind: DbKind; close: () => Promise<void> };

// PostgreSQL returns BIGINT (int8) as text by default; money code parses it with a checked parser.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => value);

/**
 * `synchronous`: NORMAL (the default) in WAL mode never corrupts the file and loses nothing when
 * the process dies; only an OS crash or power loss can drop the commits since the last checkpoint.
 * FULL also survives that, at an fsync per commit (README, "Durability of SQLite commits").
 */
export function openSqlite(file: string | Buffer, options: { synchronous?: 'normal' | 'full' } = {}): DbHandle {
  // A Buffer is a serialised database image, opened in memory (the tests' migrated template).
  if (typeof file === 'string' && file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

/**
 * Kysely prepares every query anew, which was the largest single cost of a hot read (the header
 * balance poll). better-sqlite3 statements are reusable, and Kysely runs one query at a time on
 * its single connection, so compiled statements are kept per SQL text (bounded, oldest dropped).
 */
function withStatementCache(sqlite: SQLite.Database, max = 1000): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (cache.size >= max) cache.delete(cache.keys().next().value!);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

/**
 * A statement whose text starts with the marker `/* prepared:<name> *\/` is parsed and planned once
 * per connection (a named prepared statement) rather than on every call: the ledger posting is
 * the largest statement on the hottest path. One that ends with `/* prepared *\/` (prepared.ts) is
 * too, named after a hash of its text: a builder writes one text per shape (the number of rows or
 * columns), each its own statement. Only marked statements, so no other query can meet a plan
 * made stale by a migration.
 */
const PREPARED_MARKER = /^\/\* prepared:([\w-]+) \*\//;
const PREPARED_ONCE = /\/\* prepared \*\/$/;

function preparedName(text: string): string | undefined {
  const named = PREPARED_MARKER.exec(text)?.[1];
  if (named) return named;
  return PREPARED_ONCE.test(text) ? `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}` : undefined;
}

class PreparingClient extends pg.Client {
  // @ts-expect-error pg declares query() as a set of overloads; this passes every form through.
  override query(text: unknown, values?: unknown, callback?: unknown) {
    const name = typeof text === 'string' && Array.isArray(values) ? preparedName(text) : undefined;
    const query = super.query as (...args: unknown[]) => unknown;
    if (name) return query.call(this, { name, text, values }, callback);
    return query.call(this, text, values, callback);
  }
}

/** `schema` confines every connection to one schema (used to isolate test runs). */
export function openPostgres(url: string, options: { schema?: string; max?: number } = {}): DbHandle {
  const pool = new pg.Pool({
    Client: PreparingClient as unknown as typeof pg.Client,
    connectionString: url,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // An idle connection the server ends (a restart, a failover, an administrator's terminate) is an
  // 'error' on the pool; with no listener Node treats it as uncaught and the process dies. The pool
  // drops that connection and opens another when next asked, so a line on stderr is all it needs.
  pool.on('error', (error) => {
    process.stderr.write(`PostgreSQL: an idle connection ended (${error.message}); the pool replaces it\n`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: Config): DbHandle {
  return config.database.kind === 'postgres'
    ? openPostgres(config.database.url)
    : openSqlite(config.database.file, { synchronous: config.database.synchronous });
}

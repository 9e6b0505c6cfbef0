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

export function openSqlite(file: string): DbHandle {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
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

/** `schema` confines every connection to one schema (used to isolate test runs). */
export function openPostgres(url: string, options: { schema?: string; max?: number } = {}): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

export function openDatabase(config: Config): DbHandle {
  return config.database.kind === 'postgres' ? openPostgres(config.database.url) : openSqlite(config.database.file);
}

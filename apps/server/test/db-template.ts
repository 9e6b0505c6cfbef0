import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openSqlite } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { DemoPasswordHashes } from '../src/db/seed/demo-members.ts';
import { hashDemoPasswords } from '../src/db/seed/demo-members.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';

/*
 * What every test file's database starts from, made once per run by the global setup instead of
 * once per file: the demo passwords hashed (argon2 was most of a seed's time), and on SQLite the
 * migrated database itself, seeded and bare, as image files that each file opens in memory. The
 * workers find them through the environment the global setup leaves them; without it (a file run
 * outside the vitest config) a test database is migrated and seeded from scratch as before.
 */
const HASHES = 'ARCADIA_TEST_PASSWORD_HASHES';
const SQLITE_TEMPLATES = 'ARCADIA_TEST_SQLITE_TEMPLATES';

const templateFile = (dir: string, seeded: boolean) => path.join(dir, seeded ? 'seeded.sqlite' : 'bare.sqlite');

/** Makes the run's templates and names them in the environment; answers how to remove them. */
export async function prepareTemplates(): Promise<() => void> {
  const hashes = await hashDemoPasswords();
  process.env[HASHES] = JSON.stringify(hashes);
  if (process.env.DATABASE_URL) return () => undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-test-templates-'));
  for (const seeded of [false, true]) {
    const handle = openSqlite(':memory:');
    await migrateToLatest(handle.db);
    if (seeded) await seedIfEmpty(handle.db, hashes, { team: false });
    // An in-memory database's copy: a plain file (no WAL) that opens again as a memory image.
    await sql`vacuum into ${sql.lit(templateFile(dir, seeded))}`.execute(handle.db);
    await handle.close();
  }
  process.env[SQLITE_TEMPLATES] = dir;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** The run's demo password hashes (undefined outside the vitest config: the seed hashes them). */
export function templatePasswordHashes(): DemoPasswordHashes | undefined {
  const json = process.env[HASHES];
  return json ? (JSON.parse(json) as DemoPasswordHashes) : undefined;
}

/** The migrated (and, when `seeded`, seeded) SQLite image to open in memory, if the run made one. */
export function sqliteTemplate(seeded: boolean): Buffer | undefined {
  const dir = process.env[SQLITE_TEMPLATES];
  return dir ? fs.readFileSync(templateFile(dir, seeded)) : undefined;
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres, type DbHandle } from '../src/db/database.ts';
import type { Db } from '../src/db/schema.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { DemoPasswordHashes } from '../src/db/seed/demo-members.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';

/*
 * On PostgreSQL every test file gets a database of its own, copied from the run's template: the
 * global setup migrates (and seeds) two template databases once, and `CREATE DATABASE … TEMPLATE`
 * copies one in a fraction of a second, where migrating a fresh schema per file took seconds (tens
 * on a busy machine) and was most of the PostgreSQL suite's time. A database of its own also keeps
 * a file's LISTEN/NOTIFY channels to itself. Each file drops its database when it closes it.
 * Test databases commit without waiting for the WAL's flush to disk (synchronous_commit off, set on
 * the database so every pool and every server instance of a test gets it): a commit is then under
 * 2 ms instead of 7–10 on a CI disk, and most of these tests are commits. Atomicity, isolation and
 * locking are unchanged; only a crash of PostgreSQL itself could lose the last commits, which no
 * test does (the crash tests kill the application, never the database).
 */

const TEMPLATES = 'ARCADIA_TEST_PG_TEMPLATES';

/** `url` with its database name replaced. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const templateName = (run: string, seeded: boolean) => `tpl_${run}_${seeded ? 'seeded' : 'bare'}`;

/** Once per run (global setup): the migrated templates, bare and seeded; answers how to drop them and every copy. */
export async function preparePostgresTemplates(
  url: string,
  run: string,
  hashes: DemoPasswordHashes,
): Promise<() => Promise<void>> {
  for (const seeded of [false, true]) {
    const name = templateName(run, seeded);
    await onServer(url, async (client) => {
      await client.query(`CREATE DATABASE ${name}`);
      await client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    });
    const handle = openPostgres(withDatabase(url, name), { max: 2 });
    try {
      await migrateToLatest(handle.db);
      if (seeded) await seedIfEmpty(handle.db, hashes, { team: false });
    } finally {
      await handle.close();
    }
  }
  process.env[TEMPLATES] = run;
  return () =>
    onServer(url, async (client) => {
      const { rows } = await client.query<{ name: string }>(
        'select datname as name from pg_database where datname like $1 or datname like $2',
        [`t\\_${run}\\_%`, `tpl\\_${run}\\_%`],
      );
      for (const { name } of rows) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
}

const urls = new WeakMap<Db, string>();

/** The connection string of a test database opened by `createPostgresTestDatabase` (another instance's view of it). */
export function postgresUrlOf(db: Db): string {
  const url = urls.get(db);
  if (!url) throw new Error('not a PostgreSQL test database');
  return url;
}

/** Another pool on the database of `db`, as a second server process has; the caller closes it. */
export function openSameDatabase(db: Db): DbHandle {
  const url = postgresUrlOf(db);
  const handle = openPostgres(url, { max: 5 });
  urls.set(handle.db, url);
  return handle;
}

/**
 * A fresh database copied from the run's template (migrated, and seeded when `seed`), or, outside
 * a run (no global setup), made empty and migrated here.
 */
export async function createPostgresTestDatabase(
  url: string,
  options: { seed: boolean; hashes?: DemoPasswordHashes },
): Promise<DbHandle> {
  const run = process.env[TEMPLATES];
  const name = `t_${run ?? 'solo'}_${randomBytes(5).toString('hex')}`;
  await onServer(url, (client) =>
    client.query(
      run ? `CREATE DATABASE ${name} TEMPLATE ${templateName(run, options.seed)}` : `CREATE DATABASE ${name}`,
    ),
  );
  await onServer(url, (client) => client.query(`ALTER DATABASE ${name} SET synchronous_commit = off`));
  const own = withDatabase(url, name);
  const inner = openPostgres(own, { max: 5 });
  urls.set(inner.db, own);
  if (!run) {
    await migrateToLatest(inner.db);
    if (options.seed) await seedIfEmpty(inner.db, options.hashes, { team: false });
  }
  return {
    ...inner,
    close: async () => {
      await inner.close();
      await onServer(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Names this run's PostgreSQL test schemas and drops them all once every file has finished. */
export default function setup(): (() => Promise<void>) | undefined {
  const url = process.env.DATABASE_URL;
  if (!url) return undefined;
  const run = randomBytes(4).toString('hex');
  process.env.ARCADIA_TEST_RUN = run;
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        'select nspname as name from pg_namespace where nspname like $1',
        [`t\\_${run}\\_%`],
      );
      for (const { name } of rows) await client.query(`DROP SCHEMA "${name}" CASCADE`);
    } finally {
      await client.end();
    }
  };
}

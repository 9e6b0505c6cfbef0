import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { prepareTemplates } from './db-template.ts';

/**
 * Once per run: the test databases' templates (db-template.ts), and on PostgreSQL the run's name
 * for its test schemas, which are all dropped once every file has finished.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const removeTemplates = await prepareTemplates();
  const url = process.env.DATABASE_URL;
  if (!url) return async () => removeTemplates();
  const run = randomBytes(4).toString('hex');
  process.env.ARCADIA_TEST_RUN = run;
  return async () => {
    removeTemplates();
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

import { randomBytes } from 'node:crypto';
import { prepareTemplates, templatePasswordHashes } from './db-template.ts';
import { preparePostgresTemplates } from './pg-test-databases.ts';

/**
 * Once per run: the test databases' templates (db-template.ts; on PostgreSQL pg-test-databases.ts),
 * removed again once every file has finished.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const removeTemplates = await prepareTemplates();
  const url = process.env.DATABASE_URL;
  if (!url) return async () => removeTemplates();
  const run = randomBytes(4).toString('hex');
  process.env.ARCADIA_TEST_RUN = run;
  const dropDatabases = await preparePostgresTemplates(url, run, templatePasswordHashes()!);
  return async () => {
    removeTemplates();
    await dropDatabases();
  };
}

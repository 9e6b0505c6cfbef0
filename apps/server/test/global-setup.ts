import { randomBytes } from 'node:crypto';
import { prepareTemplates, templatePasswordHashes } from './db-template.ts';
import { preparePostgresTemplates } from './pg-test-databases.ts';

/**
 * Once per run: the test databases' templates (db-template.ts; on PostgreSQL pg-test-databases.ts),
 * removed again once every file has finished.
 */
export default async function setup(): Promise<() => Promise<void>> {
  // The at-rest key of sealed secrets (lib/secret-box.ts) for every test file, so none writes a key file.
  process.env.SECRETS_KEY ??= randomBytes(32).toString('base64url');
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

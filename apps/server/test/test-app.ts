import { Writable } from 'node:stream';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import type { DbHandle } from '../src/db/database.ts';
import { createTestDatabase } from './test-db.ts';

export type TestApp = { app: App; database: DbHandle; logs: string[]; close: () => Promise<void> };

/** The real application on a test database, with every log line captured for assertions. */
export async function createTestApp(
  env: Record<string, string> = {},
  extend?: (app: App, database: DbHandle) => void | Promise<void>,
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: Config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', SERVE_WEB: 'false', ...env });
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({ config, database, logStream });
  await extend?.(app, database);
  await app.ready();
  return {
    app,
    database,
    logs,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

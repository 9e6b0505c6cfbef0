import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config/config.ts';
import type { DbHandle } from '../src/db/database.ts';
import { expectLedgerSound } from './factories/ledger.ts';
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

/**
 * One app for a whole test file: built before its first test and closed after its last; with
 * `ledgerSound`, every test also ends on the ledger invariant. The answer reads through to the app
 * of the moment, so `t.app` and `t.database` work in every test and hook.
 */
export function useTestApp(env: Record<string, string> = {}, options: { ledgerSound?: boolean } = {}): TestApp {
  let current: TestApp | undefined;
  const built = () => {
    if (!current) throw new Error('The test app is built in beforeAll: use it inside a test or a hook.');
    return current;
  };
  beforeAll(async () => {
    current = await createTestApp(env);
  });
  afterAll(async () => current?.close());
  if (options.ledgerSound) afterEach(async () => expectLedgerSound(built().database.db));
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get logs() {
      return built().logs;
    },
    close: () => built().close(),
  };
}

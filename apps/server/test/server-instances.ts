import { afterEach } from 'vitest';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config/config.ts';
import type { DbHandle } from '../src/db/database.ts';
import { postgresUrlOf } from './pg-test-databases.ts';
import { useInstanceDatabases } from './test-db.ts';

/**
 * Whole server instances for the tests of several processes: `listen(database)` builds an app on
 * the database and serves it on a free port, as a separate server process would; `stop(app)` is
 * a process dying. Every instance still up is stopped after each test, before the databases it
 * used are closed. With DATABASE_URL the configuration says PostgreSQL, as a real instance's
 * does, so its relay (LISTEN/NOTIFY) runs.
 */
export function useServerInstances(env: Record<string, string>) {
  const databases = useInstanceDatabases();
  const running = new Set<App>();
  afterEach(async () => {
    for (const app of running) await stop(app);
  });
  async function stop(app: App) {
    running.delete(app);
    await app.close();
  }
  async function listen(database: DbHandle) {
    // An instance's own connections (the LISTEN/NOTIFY relay) go to the database it is given.
    const url = database.kind === 'postgres' ? postgresUrlOf(database.db) : undefined;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      SERVE_WEB: 'false',
      ...env,
      ...(url ? { DATABASE_URL: url } : {}),
    });
    const app = await buildApp({ config, database });
    await app.listen({ port: 0, host: '127.0.0.1' });
    running.add(app);
    return app;
  }
  return { ...databases, listen, stop };
}

import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, type App } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import type { DbHandle } from '../../apps/server/src/db/database.ts';

/**
 * The real app (every plugin and hook, info-level request logs written to a discarding stream) on
 * a loopback port, as production builds it; closed when `body` ends.
 */
export async function withApp<T>(
  database: DbHandle,
  dataDir: string,
  body: (url: string, app: App) => Promise<T>,
): Promise<T> {
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  const config = loadConfig({
    NODE_ENV: 'production',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATA_DIR: path.resolve(dataDir),
  });
  const app = await buildApp({ config, database, logStream: discard });
  try {
    return await body(await app.listen({ host: '127.0.0.1', port: 0 }), app);
  } finally {
    await app.close();
  }
}

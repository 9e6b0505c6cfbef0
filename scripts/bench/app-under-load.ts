import path from 'node:path';
import { Writable } from 'node:stream';
import { buildApp, type App } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config/config.ts';
import type { DbHandle } from '../../apps/server/src/db/database.ts';
import type { Db } from '../../apps/server/src/db/schema.ts';
import { startSession } from '../../apps/server/src/modules/auth/sessions.usecases.ts';
import { fundedMember } from './ledger-load.ts';

/**
 * The real app (every plugin and hook, info-level request logs written to a discarding stream) on
 * a loopback port, as production builds it; closed when `body` ends.
 */
export async function withApp<T>(
  database: DbHandle,
  dataDir: string,
  body: (url: string, app: App) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  const config = loadConfig({
    NODE_ENV: 'production',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'info',
    RATE_LIMIT_PER_MINUTE: '100000000',
    DATA_DIR: path.resolve(dataDir),
    ...env,
  });
  const app = await buildApp({ config, database, logStream: discard });
  try {
    return await body(await app.listen({ host: '127.0.0.1', port: 0 }), app);
  } finally {
    await app.close();
  }
}

/**
 * `count` funded members (`<label>0`, `<label>1`, …), each signed in: their ids, and the headers
 * each one's requests carry (its own token), one load stream per member.
 */
export async function signedInCallers(db: Db, label: string, count: number, vendor?: string) {
  const ids: number[] = [];
  const streams: Record<string, string>[] = [];
  for (let i = 0; i < count; i++) {
    const member = await fundedMember(db, `${label}${i}`, vendor);
    ids.push(member.id);
    const { token } = await startSession(db, member.id, '127.0.0.1');
    streams.push({ authorization: `Bearer ${token}`, host: 'localhost', language: 'en' });
  }
  return { ids, streams };
}

/** One request as the first caller before the load, so a broken setup fails at once with the answer. */
export async function probe(what: string, url: string, headers: Record<string, string>, body: unknown): Promise<void> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (answer.status !== 200) throw new Error(`${what} probe answered ${answer.status}: ${await answer.text()}`);
}

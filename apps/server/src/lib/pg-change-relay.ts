import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { changeFeed, type Change } from './change-feed.ts';

type Log = { warn(details: object, message: string): void };

/**
 * Carries change-feed events between server instances that share a PostgreSQL database, with
 * LISTEN/NOTIFY on one dedicated connection. Each instance ignores its own echoes.
 */
export async function startPgChangeRelay(
  url: string,
  log: Log,
  channel = 'arcadia_changes',
): Promise<() => Promise<void>> {
  const instance = randomUUID();
  const listener = new pg.Client({ connectionString: url });
  const sender = new pg.Pool({ connectionString: url, max: 2 });
  await listener.connect();
  await listener.query(`LISTEN ${channel}`);
  listener.on('notification', (message) => {
    try {
      const { from, change } = JSON.parse(message.payload ?? '{}') as { from: string; change: Change };
      if (from !== instance) changeFeed.deliver(change);
    } catch (error) {
      log.warn({ err: error }, 'unreadable change notification');
    }
  });
  listener.on('error', (error) =>
    log.warn({ err: error }, 'change relay connection failed; caches fall back to their time limit'),
  );
  changeFeed.setRelay((change) => {
    sender
      .query('select pg_notify($1, $2)', [channel, JSON.stringify({ from: instance, change })])
      .catch((error: unknown) => {
        log.warn({ err: error }, 'could not relay a change; other instances rely on their cache time limit');
      });
  });
  return async () => {
    changeFeed.setRelay(undefined);
    await listener.end();
    await sender.end();
  };
}

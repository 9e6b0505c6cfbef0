import { randomUUID } from 'node:crypto';
import pg from 'pg';

export type Log = { warn(details: object, message: string): void };

export type NotifyChannel<P extends object> = {
  /** To every other instance listening on the channel: at most 8000 bytes as JSON. */
  send(payload: P): void;
  close(): Promise<void>;
};

/**
 * One LISTEN/NOTIFY channel between server instances that share a PostgreSQL database: a dedicated
 * listening connection, a small pool that sends, and a random id per instance so that each ignores
 * its own echoes. `receive` gets what another instance sent. Nothing here throws once open: an
 * unreadable notification, a lost connection or a failed send is logged with its `warnings` line.
 */
export async function openNotifyChannel<P extends object>(options: {
  url: string;
  channel: string;
  /** Connections that send: one keeps what is sent in order. */
  senders: number;
  log: Log;
  /** Added to each warning, e.g. which bus. */
  bindings?: object;
  warnings: { unreadable: string; connectionFailed: string; sendFailed: string };
  receive: (payload: P) => void;
}): Promise<NotifyChannel<P>> {
  const { channel, log, warnings } = options;
  const warn = (error: unknown, message: string) => log.warn({ err: error, ...options.bindings }, message);
  const instance = randomUUID();
  const listener = new pg.Client({ connectionString: options.url });
  const sender = new pg.Pool({ connectionString: options.url, max: options.senders });
  await listener.connect();
  await listener.query(`LISTEN ${channel}`);
  listener.on('notification', (note) => {
    try {
      const { from, ...payload } = JSON.parse(note.payload ?? '{}') as { from: string };
      if (from !== instance) options.receive(payload as P);
    } catch (error) {
      warn(error, warnings.unreadable);
    }
  });
  listener.on('error', (error) => warn(error, warnings.connectionFailed));
  // An idle sender the server ends is an 'error' on the pool (uncaught without a listener); the
  // pool replaces it on the next send.
  sender.on('error', (error) => warn(error, warnings.sendFailed));
  return {
    send(payload) {
      sender
        .query('select pg_notify($1, $2)', [channel, JSON.stringify({ from: instance, ...payload })])
        .catch((error: unknown) => warn(error, warnings.sendFailed));
    },
    async close() {
      await listener.end();
      await sender.end();
    },
  };
}

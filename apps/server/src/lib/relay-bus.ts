import { randomUUID } from 'node:crypto';
import pg from 'pg';

type Log = { warn(details: object, message: string): void };

/**
 * An event bus that reaches every server instance. In one process it is in-memory; with
 * PostgreSQL each instance also relays what it publishes through LISTEN/NOTIFY (one channel per
 * bus name and schema, so parallel test schemas and other installs do not hear each other) and
 * ignores its own echoes. Live Crash and the customer-service chat each have one. A NOTIFY payload
 * is at most 8000 bytes: events must stay small.
 */
export class RelayBus<T> {
  private readonly listeners = new Set<(message: T) => void>();
  private relay: ((message: T) => void) | undefined;

  constructor(private readonly name: string) {}

  publish(message: T): void {
    this.deliver(message);
    this.relay?.(message);
  }

  /** An event another instance published: delivered here, never relayed back out. */
  deliver(message: T): void {
    for (const listener of this.listeners) listener(message);
  }

  subscribe(listener: (message: T) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Relays through PostgreSQL; answers the function that stops the relay. */
  async relayThroughPostgres(url: string, schema: string, log: Log): Promise<() => Promise<void>> {
    // Lower case: LISTEN folds an unquoted name, pg_notify takes it as written.
    const channel = `arcadia_${this.name}_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
    const instance = randomUUID();
    const listener = new pg.Client({ connectionString: url });
    const sender = new pg.Pool({ connectionString: url, max: 1 }); // one connection: events go out in order
    await listener.connect();
    await listener.query(`LISTEN ${channel}`);
    listener.on('notification', (note) => {
      try {
        const { from, message } = JSON.parse(note.payload ?? '{}') as { from: string; message: T };
        if (from !== instance) this.deliver(message);
      } catch (error) {
        log.warn({ err: error, bus: this.name }, 'unreadable bus notification');
      }
    });
    listener.on('error', (error) => log.warn({ err: error, bus: this.name }, 'bus relay connection failed'));
    this.relay = (message) => {
      sender
        .query('select pg_notify($1, $2)', [channel, JSON.stringify({ from: instance, message })])
        .catch((error: unknown) => log.warn({ err: error, bus: this.name }, 'could not relay a bus event'));
    };
    return async () => {
      this.relay = undefined;
      await listener.end();
      await sender.end();
    };
  }
}

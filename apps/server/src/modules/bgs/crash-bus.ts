import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { CrashLiveEvent } from '@arcadia/contracts';

/**
 * Carries Crash round events to every WebSocket of every instance. In one process it is an
 * in-memory bus; with PostgreSQL each instance also relays what it publishes through
 * LISTEN/NOTIFY (one channel per schema), so the instance that runs the round loop and the one a
 * player's socket is on need not be the same. An event about a bet names its brand: sockets see
 * the players of their own brand only.
 */
export type CrashBusEvent = { merchantId: number | null; event: CrashLiveEvent };
type Listener = (message: CrashBusEvent) => void;
type Log = { warn(details: object, message: string): void };

export class CrashBus {
  private readonly listeners = new Set<Listener>();
  private relay: ((message: CrashBusEvent) => void) | undefined;

  publish(message: CrashBusEvent): void {
    this.deliver(message);
    this.relay?.(message);
  }

  /** An event another instance published: delivered here, never relayed back out. */
  deliver(message: CrashBusEvent): void {
    for (const listener of this.listeners) listener(message);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Relays through PostgreSQL; answers the function that stops the relay. */
  async relayThroughPostgres(url: string, schema: string, log: Log): Promise<() => Promise<void>> {
    // Lower case: LISTEN folds an unquoted name, pg_notify takes it as written.
    const channel = `arcadia_crash_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}`.slice(0, 63);
    const instance = randomUUID();
    const listener = new pg.Client({ connectionString: url });
    const sender = new pg.Pool({ connectionString: url, max: 1 }); // one connection: events go out in order;
    await listener.connect();
    await listener.query(`LISTEN ${channel}`);
    listener.on('notification', (note) => {
      try {
        const { from, message } = JSON.parse(note.payload ?? '{}') as { from: string; message: CrashBusEvent };
        if (from !== instance) this.deliver(message);
      } catch (error) {
        log.warn({ err: error }, 'unreadable crash notification');
      }
    });
    listener.on('error', (error) => log.warn({ err: error }, 'crash relay connection failed'));
    this.relay = (message) => {
      sender
        .query('select pg_notify($1, $2)', [channel, JSON.stringify({ from: instance, message })])
        .catch((error: unknown) => log.warn({ err: error }, 'could not relay a crash event'));
    };
    return async () => {
      this.relay = undefined;
      await listener.end();
      await sender.end();
    };
  }
}

import { openNotifyChannel, type Log } from './pg-notify.ts';

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
    const notify = await openNotifyChannel<{ message: T }>({
      url,
      channel,
      senders: 1, // events go out in order
      log,
      bindings: { bus: this.name },
      warnings: {
        unreadable: 'unreadable bus notification',
        connectionFailed: 'bus relay connection failed',
        sendFailed: 'could not relay a bus event',
      },
      receive: ({ message }) => this.deliver(message),
    });
    this.relay = (message) => notify.send({ message });
    return async () => {
      this.relay = undefined;
      await notify.close();
    };
  }
}

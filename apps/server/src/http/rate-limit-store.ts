type Counter = { count: number; startedAt: number };
type Answer = (error: Error | null, result: { current: number; ttl: number }) => void;

/**
 * In-memory store for @fastify/rate-limit. Its own memory store (11.2) hands every caller the
 * same mutable counter object and the caller reads it after an await, so a burst of concurrent
 * requests all see the final count: 31 simultaneous calls against a limit of 30 were all refused
 * where 31 sequential ones refuse only the last. This store answers each call with the count its
 * own increment produced.
 */
export class SnapshotMemoryStore {
  private readonly counters = new Map<string, Counter>();

  constructor(
    _options?: unknown,
    private readonly maxKeys = 10_000,
  ) {}

  incr(key: string, answer: Answer, timeWindow: number): void {
    const now = Date.now();
    let counter = this.counters.get(key);
    if (!counter || counter.startedAt + timeWindow <= now) counter = { count: 0, startedAt: now };
    counter.count += 1;
    // Re-inserted so the Map's order is least-recently-used first, and the oldest key is dropped.
    this.counters.delete(key);
    this.counters.set(key, counter);
    if (this.counters.size > this.maxKeys) this.counters.delete(this.counters.keys().next().value!);
    answer(null, { current: counter.count, ttl: counter.startedAt + timeWindow - now });
  }

  read(key: string, answer: Answer, timeWindow: number): void {
    const now = Date.now();
    const counter = this.counters.get(key);
    if (!counter || counter.startedAt + timeWindow <= now) return answer(null, { current: 0, ttl: 0 });
    answer(null, { current: counter.count, ttl: counter.startedAt + timeWindow - now });
  }

  /** Each route with its own limit gets its own counters. */
  child(): SnapshotMemoryStore {
    return new SnapshotMemoryStore(undefined, this.maxKeys);
  }
}

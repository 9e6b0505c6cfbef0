/**
 * "Something about these members changed": the signal that keeps in-memory caches (sessions,
 * header balances) exact. Use cases emit after their transaction commits; caches subscribe. With
 * several server instances a relay (PostgreSQL LISTEN/NOTIFY) carries each change to the others.
 */
export type Change = { kind: 'member' | 'balance' | 'sessions'; memberIds: number[] };
type Listener = (change: Change) => void;

class ChangeFeed {
  private readonly listeners = new Set<Listener>();
  private relay: ((change: Change) => void) | undefined;

  emit(change: Change): void {
    if (change.memberIds.length === 0) return;
    this.deliver(change);
    this.relay?.(change);
  }

  /** A change that another instance made: deliver here, do not relay it back out. */
  deliver(change: Change): void {
    for (const listener of this.listeners) listener(change);
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  setRelay(relay: ((change: Change) => void) | undefined): void {
    this.relay = relay;
  }
}

export const changeFeed = new ChangeFeed();

/** A small time-bounded cache that forgets members named by the change feed. */
export class MemberKeyedCache<K, V> {
  private readonly entries = new Map<K, { value: V; memberId: number; until: number }>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ttlMs: number,
    kinds: Change['kind'][],
    private readonly maxEntries = 50_000,
  ) {
    this.unsubscribe = changeFeed.subscribe((change) => {
      if (!kinds.includes(change.kind)) return;
      const ids = new Set(change.memberIds);
      for (const [key, entry] of this.entries) if (ids.has(entry.memberId)) this.entries.delete(key);
    });
  }

  get(key: K, now = Date.now()): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: K, memberId: number, value: V, now = Date.now()): void {
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as K);
    this.entries.set(key, { value, memberId, until: now + this.ttlMs });
  }

  close(): void {
    this.unsubscribe();
    this.entries.clear();
  }
}

import { changeFeed, type MemberChange } from './change-feed.ts';

/** A small time-bounded cache that forgets members named by the change feed. */
export class MemberKeyedCache<K, V> {
  private readonly entries = new Map<K, { value: V; memberId: number; until: number }>();
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ttlMs: number,
    kinds: MemberChange['kind'][],
    private readonly maxEntries = 50_000,
  ) {
    this.unsubscribe = changeFeed.subscribe((change) => {
      if (change.kind === 'operator-sessions' || !kinds.includes(change.kind)) return;
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

/*
 * What a process caches briefly about a brand's database facts (valid-bet rules, game facts)
 * registers how to drop it here, so a change made in this process and a test that starts on
 * another database can drop them all at once.
 */
const clears = new Set<() => void>();

export function registerProcessCache(clear: () => void): void {
  clears.add(clear);
}

export function forgetProcessCaches(): void {
  for (const clear of clears) clear();
}

/**
 * A registered process cache whose entries are trusted for `ttlMs` after they were read: what was
 * found is kept; what was not is asked again next time (it may be about to be added).
 */
export function briefCache<V>(ttlMs: number) {
  const entries = new Map<string, { at: number; value: V }>();
  registerProcessCache(() => entries.clear());
  return async (key: string, read: () => Promise<V | undefined>): Promise<V | undefined> => {
    const kept = entries.get(key);
    if (kept && Date.now() - kept.at < ttlMs) return kept.value;
    const value = await read();
    if (value !== undefined) entries.set(key, { at: Date.now(), value });
    return value;
  };
}

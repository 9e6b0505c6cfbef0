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

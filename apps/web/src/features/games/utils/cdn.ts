/*
 * Image and launch CDN addresses come as lists in the status answer; the client picks one at random
 * (spec portal.md section 7) and keeps that choice for the page's life, so one visitor's thumbnails
 * come from one host and stay in the browser cache.
 */
const chosen = new Map<string, string | null>();

export function pickCdn(list: readonly string[], random: () => number = Math.random): string | null {
  const usable = list.filter((entry) => /^https?:\/\//.test(entry));
  if (usable.length === 0) return null;
  const key = usable.join('\n');
  if (!chosen.has(key)) chosen.set(key, usable[Math.floor(random() * usable.length)]!);
  return chosen.get(key)!;
}

/** A relative address is served from the CDN when there is one; an absolute one stays as it is. */
export function withCdn(url: string, cdn: string | null): string {
  if (!cdn || /^(https?:)?\/\//.test(url) || url.startsWith('data:')) return url;
  return `${cdn.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

/** Test hook: forget the choices made so far. */
export function resetCdnChoice(): void {
  chosen.clear();
}

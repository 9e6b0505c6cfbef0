/**
 * Generated art helpers and vendor badges: deterministic SVG from a seed, so the demo catalogue
 * needs no downloaded images and every install draws the same pictures (game cards: game-art.ts).
 */
export function seededRandom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  return () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2)).toUpperCase();
}

/** A vendor badge: a rounded square with the vendor's initials. */
export function vendorLogoSvg(seed: string, name: string): string {
  const random = seededRandom(seed);
  const hue = Math.floor(random() * 360);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="96" height="96" rx="22" fill="hsl(${hue} 65% 40%)"/>` +
    `<circle cx="72" cy="24" r="30" fill="hsl(${(hue + 60) % 360} 80% 70%)" opacity="0.35"/>` +
    `<text x="48" y="60" text-anchor="middle" font-family="system-ui,sans-serif" font-size="34" font-weight="800" fill="#fff">${escapeXml(initials(name))}</text>` +
    `</svg>`
  );
}

/** The fallback icon when a thumbnail cannot load. */
export const DEFAULT_ART_SVG =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 320" width="240" height="320" role="img" aria-label="Game">` +
  `<rect width="240" height="320" fill="#3a3f55"/><rect x="70" y="110" width="100" height="70" rx="18" fill="#8a90a8"/>` +
  `<circle cx="98" cy="145" r="9" fill="#3a3f55"/><circle cx="142" cy="145" r="9" fill="#3a3f55"/></svg>`;

/**
 * Generated game and vendor art: deterministic SVG from a seed, so the demo catalogue needs no
 * downloaded images and every install draws the same pictures. 3:4 cards (240x320) for games,
 * square badges for vendors.
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

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0]![0]! + words[1]![0]! : name.slice(0, 2)).toUpperCase();
}

const SHAPES = [
  (x: number, y: number, r: number) => `<circle cx="${x}" cy="${y}" r="${r}"/>`,
  (x: number, y: number, r: number) => `<polygon points="${x},${y - r} ${x + r},${y} ${x},${y + r} ${x - r},${y}"/>`,
  (x: number, y: number, r: number) =>
    `<rect x="${x - r * 0.7}" y="${y - r * 0.7}" width="${r * 1.4}" height="${r * 1.4}" rx="${r * 0.3}"/>`,
  (x: number, y: number, r: number) => {
    const points = Array.from({ length: 10 }, (_, i) => {
      const radius = i % 2 === 0 ? r : r * 0.45;
      const angle = (Math.PI / 5) * i - Math.PI / 2;
      return `${(x + radius * Math.cos(angle)).toFixed(1)},${(y + radius * Math.sin(angle)).toFixed(1)}`;
    });
    return `<polygon points="${points.join(' ')}"/>`;
  },
];

/** A game card: gradient, scattered shapes, a big emblem with the initials, the name along the bottom. */
export function gameArtSvg(seed: string, name: string, label: string): string {
  const random = seededRandom(seed);
  const hue = Math.floor(random() * 360);
  const hue2 = (hue + 40 + Math.floor(random() * 120)) % 360;
  const shape = SHAPES[Math.floor(random() * SHAPES.length)]!;
  const scatter = Array.from({ length: 7 }, () =>
    shape(Math.round(random() * 240), Math.round(random() * 320), Math.round(8 + random() * 26)),
  ).join('');
  const title = escapeXml(name.length > 20 ? `${name.slice(0, 19)}…` : name);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 320" width="240" height="320" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 42%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2} 75% 22%)"/></linearGradient></defs>` +
    `<rect width="240" height="320" fill="url(#g)"/><g fill="hsl(${hue2} 90% 80%)" opacity="0.18">${scatter}</g>` +
    `<g fill="hsl(${hue} 90% 88%)" opacity="0.95">${shape(120, 130, 70)}</g>` +
    `<text x="120" y="146" text-anchor="middle" font-family="system-ui,sans-serif" font-size="44" font-weight="800" fill="hsl(${hue} 70% 20%)">${escapeXml(initials(name))}</text>` +
    `<rect y="246" width="240" height="74" fill="#000" opacity="0.35"/>` +
    `<text x="120" y="280" text-anchor="middle" font-family="system-ui,sans-serif" font-size="19" font-weight="700" fill="#fff">${title}</text>` +
    `<text x="120" y="304" text-anchor="middle" font-family="system-ui,sans-serif" font-size="12" fill="#fff" opacity="0.8">${escapeXml(label)}</text>` +
    `</svg>`
  );
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

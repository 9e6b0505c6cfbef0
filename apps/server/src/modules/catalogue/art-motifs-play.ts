import { dice, n, pick, star, SYMBOLS, type Motif, type Random } from './art-motifs.ts';

/*
 * The rest of the families: sports (a pitch and its ball), esports (a neon arena and one of its
 * emblems) and the in-house games, each of which is drawn as what it plays.
 */

const BALLS = [
  (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="30" fill="#fff" stroke="#111827" stroke-width="2"/>${star(x, y, 11, 11, 5).replace('<polygon', '<polygon fill="#111827"')}` +
    [0, 72, 144, 216, 288]
      .map(
        (a) =>
          `<circle cx="${n(x + 24 * Math.cos(((a - 90) * Math.PI) / 180))}" cy="${n(y + 24 * Math.sin(((a - 90) * Math.PI) / 180))}" r="5" fill="#111827"/>`,
      )
      .join(''),
  (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="30" fill="#ea580c" stroke="#111827" stroke-width="2"/><path d="M${x - 30} ${y} H${x + 30} M${x} ${y - 30} V${y + 30} M${x - 21} ${y - 21} Q${x} ${y} ${x - 21} ${y + 21} M${x + 21} ${y - 21} Q${x} ${y} ${x + 21} ${y + 21}" stroke="#111827" stroke-width="2" fill="none"/>`,
  (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="24" fill="#d9f99d" stroke="#65a30d" stroke-width="2"/><path d="M${x - 22} ${y - 8} Q${x} ${y + 4} ${x + 22} ${y - 8} M${x - 22} ${y + 8} Q${x} ${y - 4} ${x + 22} ${y + 8}" stroke="#fff" stroke-width="3" fill="none"/>`,
];

/** Sports: a striped pitch seen from above, its lines, a ball and an odds board. */
export const sportsMotif: Motif = (r) => {
  const stripes = Array.from(
    { length: 6 },
    (_, i) => `<rect y="${i * 42}" width="240" height="21" fill="#000" opacity="0.08"/>`,
  ).join('');
  const lines =
    `<g stroke="#fff" stroke-width="3" fill="none" opacity="0.75"><rect x="22" y="20" width="196" height="216"/><line x1="22" y1="128" x2="218" y2="128"/>` +
    `<circle cx="120" cy="128" r="34"/><rect x="72" y="20" width="96" height="40"/><rect x="72" y="196" width="96" height="40"/></g>`;
  const odds = [1 + r() * 2, 2 + r() * 2, 1.2 + r() * 3].map((o) => o.toFixed(2));
  const board =
    `<g font-family="sans-serif" font-size="14" font-weight="800" text-anchor="middle">` +
    odds
      .map(
        (o, i) =>
          `<rect x="${30 + i * 64}" y="176" width="52" height="26" rx="6" fill="#0f172a" opacity="0.85"/><text x="${56 + i * 64}" y="194" fill="#facc15">${o}</text>`,
      )
      .join('') +
    `</g>`;
  return stripes + lines + pick(r, BALLS)(120, 118) + board;
};

const EMBLEMS = [
  // A gamepad.
  () =>
    `<path d="M62 110 Q62 84 92 84 H148 Q178 84 178 110 L188 160 Q190 178 172 178 Q160 178 150 160 H90 Q80 178 68 178 Q50 178 52 160 Z" fill="#1e1b4b" stroke="#22d3ee" stroke-width="4"/>` +
    `<path d="M84 116 h24 M96 104 v24" stroke="#22d3ee" stroke-width="6" stroke-linecap="round"/><circle cx="148" cy="108" r="7" fill="#f472b6"/><circle cx="162" cy="124" r="7" fill="#a3e635"/>`,
  // A crosshair.
  () =>
    `<g stroke="#f472b6" stroke-width="5" fill="none"><circle cx="120" cy="130" r="58"/><circle cx="120" cy="130" r="26"/><path d="M120 58 v40 M120 162 v40 M48 130 h40 M152 130 h40"/></g><circle cx="120" cy="130" r="6" fill="#22d3ee"/>`,
  // A trophy.
  () =>
    `<path d="M80 72 H160 V112 Q160 152 120 156 Q80 152 80 112 Z" fill="#facc15" stroke="#22d3ee" stroke-width="4"/><path d="M80 88 H58 Q58 124 84 126 M160 88 H182 Q182 124 156 126" stroke="#facc15" stroke-width="6" fill="none"/>` +
    `<rect x="108" y="156" width="24" height="26" fill="#facc15"/><rect x="88" y="182" width="64" height="14" rx="4" fill="#22d3ee"/>`,
  // A shield with crossed blades.
  () =>
    `<path d="M72 82 L168 182 M168 82 L72 182" stroke="#e2e8f0" stroke-width="8" stroke-linecap="round"/><path d="M120 70 L164 88 V128 Q164 170 120 190 Q76 170 76 128 V88 Z" fill="#7c3aed" stroke="#22d3ee" stroke-width="4"/>` +
    `<path d="M120 96 L136 130 L120 164 L104 130 Z" fill="#22d3ee"/>`,
];

/** Esports: a dark neon arena (a hexagon grid and scanlines) with one emblem per game. */
export const esportsMotif: Motif = (r) => {
  const hexes = Array.from({ length: 24 }, (_, i) => {
    const x = (i % 6) * 44 + (Math.floor(i / 6) % 2) * 22;
    const y = Math.floor(i / 6) * 38 + 30;
    return `<polygon points="${[0, 60, 120, 180, 240, 300].map((a) => `${n(x + 20 * Math.cos((a * Math.PI) / 180))},${n(y + 20 * Math.sin((a * Math.PI) / 180))}`).join(' ')}" fill="none" stroke="#22d3ee" stroke-opacity="${n(0.08 + r() * 0.25)}"/>`;
  }).join('');
  const scan = Array.from(
    { length: 12 },
    (_, i) => `<rect y="${i * 20}" width="240" height="2" fill="#fff" opacity="0.04"/>`,
  ).join('');
  return (
    hexes +
    scan +
    pick(r, EMBLEMS)() +
    `<text x="120" y="226" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="800" fill="#22d3ee" letter-spacing="4">VS</text>`
  );
};

const inhouse: Record<string, (r: Random, hue: number) => string> = {
  bgs_dice: (r) => dice(r, 2),
  bgs_limbo: () =>
    `<path d="M40 200 L120 60 L200 200" stroke="#facc15" stroke-width="10" fill="none" stroke-linejoin="round"/><text x="120" y="150" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="900" fill="#fff">2.00×</text>`,
  bgs_mines: (r) =>
    Array.from({ length: 25 }, (_, i) => {
      const x = 36 + (i % 5) * 36;
      const y = 44 + Math.floor(i / 5) * 36;
      const open = r() < 0.4;
      const gem = r() < 0.8;
      const inner = open
        ? gem
          ? SYMBOLS[2]!(x + 15, y + 15, 10)
          : `<circle cx="${x + 15}" cy="${y + 15}" r="9" fill="#111827"/>`
        : '';
      return `<rect x="${x}" y="${y}" width="30" height="30" rx="6" fill="${open ? '#0f172a' : '#fff'}" opacity="${open ? 0.6 : 0.25}"/>${inner}`;
    }).join(''),
  bgs_plinko: (r) =>
    Array.from({ length: 7 }, (_, row) =>
      Array.from(
        { length: row + 3 },
        (_, i) => `<circle cx="${120 - (row + 2) * 13 + i * 26}" cy="${54 + row * 24}" r="4" fill="#fff"/>`,
      ).join(''),
    ).join('') + `<circle cx="${n(100 + r() * 40)}" cy="40" r="9" fill="#f472b6"/>`,
  bgs_slot: (r) =>
    SYMBOLS[0]!(120, 120, 56) +
    `<g>${SYMBOLS[Math.floor(r() * 3) + 1]!(60, 210, 16)}${SYMBOLS[0]!(120, 210, 16)}${SYMBOLS[3]!(180, 210, 16)}</g>`,
  bgs_crash: () =>
    `<path d="M30 220 Q130 210 200 70" stroke="#f472b6" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<g transform="translate(200 70) rotate(-35)"><path d="M-12 10 L0 -26 L12 10 Z" fill="#e2e8f0"/><path d="M-6 10 L0 24 L6 10 Z" fill="#f97316"/></g>` +
    `<text x="92" y="120" text-anchor="middle" font-family="sans-serif" font-size="34" font-weight="900" fill="#fff">12.4×</text>`,
};

/** In-house games: each drawn as what it plays (dice, a rising line, a minefield, pegs, reels, a rocket). */
export const inhouseMotif = (code: string): Motif | undefined => {
  const draw = inhouse[code];
  return draw ? (r, hue) => draw(r, hue) : undefined;
};

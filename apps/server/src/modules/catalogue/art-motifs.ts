/*
 * The pictures of generated game art, one family per category, each drawn on a 240x320 card
 * (motif centred near y=130, the name band below 234). `r` is the card's seeded random, so every
 * game of a family differs (colours, counts, which symbol or table) while staying recognisably
 * a slot, a table, a fishing game, a match… Invented shapes only: no real titles or logos.
 */
export type Random = () => number;
export type Motif = (r: Random, hue: number, name: string) => string;

const pick = <T>(r: Random, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;
const n = (value: number) => Number(value.toFixed(1));

function star(x: number, y: number, outer: number, inner: number, points = 5): string {
  const corners = Array.from({ length: points * 2 }, (_, i) => {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = (Math.PI / points) * i - Math.PI / 2;
    return `${n(x + radius * Math.cos(angle))},${n(y + radius * Math.sin(angle))}`;
  });
  return `<polygon points="${corners.join(' ')}"/>`;
}

/** Slot symbols drawn from plain shapes; a game shows three of them on its reels, one large. */
const SYMBOLS: ((x: number, y: number, s: number) => string)[] = [
  (x, y, s) => `<g fill="#facc15">${star(x, y, s, s * 0.45)}</g>`,
  (x, y, s) =>
    `<g fill="#dc2626"><circle cx="${n(x - s * 0.35)}" cy="${n(y + s * 0.3)}" r="${n(s * 0.38)}"/><circle cx="${n(x + s * 0.35)}" cy="${n(y + s * 0.35)}" r="${n(s * 0.38)}"/></g><path d="M${n(x - s * 0.35)} ${n(y)} Q${x} ${n(y - s)} ${n(x + s * 0.35)} ${n(y)}" stroke="#15803d" stroke-width="${n(s * 0.12)}" fill="none"/>`,
  (x, y, s) =>
    `<polygon fill="#38bdf8" points="${n(x)},${n(y - s)} ${n(x + s * 0.8)},${n(y - s * 0.2)} ${n(x)},${n(y + s)} ${n(x - s * 0.8)},${n(y - s * 0.2)}"/><polygon fill="#e0f2fe" opacity="0.6" points="${n(x)},${n(y - s)} ${n(x + s * 0.3)},${n(y - s * 0.2)} ${n(x)},${n(y + s * 0.6)}"/>`,
  (x, y, s) =>
    `<text x="${x}" y="${n(y + s * 0.55)}" text-anchor="middle" font-family="sans-serif" font-size="${n(s * 1.9)}" font-weight="900" fill="#ef4444" stroke="#fff" stroke-width="${n(s * 0.08)}">7</text>`,
  (x, y, s) =>
    `<path fill="#fbbf24" d="M${n(x - s * 0.6)} ${n(y + s * 0.5)} Q${n(x - s * 0.6)} ${n(y - s * 0.8)} ${x} ${n(y - s * 0.8)} Q${n(x + s * 0.6)} ${n(y - s * 0.8)} ${n(x + s * 0.6)} ${n(y + s * 0.5)} Z"/><circle cx="${x}" cy="${n(y + s * 0.7)}" r="${n(s * 0.2)}" fill="#fbbf24"/>`,
  (x, y, s) =>
    `<polygon fill="#f59e0b" points="${n(x - s)},${n(y + s * 0.5)} ${n(x - s)},${n(y - s * 0.4)} ${n(x - s * 0.5)},${n(y)} ${x},${n(y - s * 0.7)} ${n(x + s * 0.5)},${n(y)} ${n(x + s)},${n(y - s * 0.4)} ${n(x + s)},${n(y + s * 0.5)}"/>`,
  (x, y, s) =>
    `<g fill="#22c55e">${[0, 90, 180, 270].map((a) => `<circle cx="${n(x + Math.cos((a * Math.PI) / 180) * s * 0.45)}" cy="${n(y + Math.sin((a * Math.PI) / 180) * s * 0.45)}" r="${n(s * 0.42)}"/>`).join('')}</g>`,
  (x, y, s) =>
    `<ellipse cx="${x}" cy="${y}" rx="${n(s * 0.85)}" ry="${n(s * 0.65)}" fill="#fde047"/><ellipse cx="${n(x - s * 0.25)}" cy="${n(y - s * 0.2)}" rx="${n(s * 0.25)}" ry="${n(s * 0.15)}" fill="#fff" opacity="0.5"/>`,
  (x, y, s) =>
    `<circle cx="${x}" cy="${y}" r="${n(s * 0.85)}" fill="#eab308" stroke="#a16207" stroke-width="${n(s * 0.12)}"/><text x="${x}" y="${n(y + s * 0.35)}" text-anchor="middle" font-family="sans-serif" font-size="${n(s)}" font-weight="800" fill="#a16207">$</text>`,
  (x, y, s) =>
    `<rect x="${n(x - s)}" y="${n(y - s * 0.4)}" width="${n(s * 2)}" height="${n(s * 0.8)}" rx="${n(s * 0.15)}" fill="#111827" stroke="#fbbf24" stroke-width="${n(s * 0.08)}"/><text x="${x}" y="${n(y + s * 0.22)}" text-anchor="middle" font-family="sans-serif" font-size="${n(s * 0.6)}" font-weight="900" fill="#fbbf24">BAR</text>`,
];

export const slotMotif: Motif = (r) => {
  const big = Math.floor(r() * SYMBOLS.length);
  const rays = 10 + Math.floor(r() * 8);
  const burst = Array.from({ length: rays }, (_, i) => {
    const a = (i / rays) * Math.PI * 2;
    const b = a + Math.PI / rays;
    return `M120 120 L${n(120 + 200 * Math.cos(a))} ${n(120 + 200 * Math.sin(a))} L${n(120 + 200 * Math.cos(b))} ${n(120 + 200 * Math.sin(b))}Z`;
  }).join('');
  const small = [0, 1].map(() => (big + 1 + Math.floor(r() * (SYMBOLS.length - 1))) % SYMBOLS.length);
  return (
    `<path d="${burst}" fill="#fff" opacity="0.12"/>` +
    SYMBOLS[big]!(120, 120, 52) +
    `<rect x="36" y="186" width="168" height="50" rx="10" fill="#000" opacity="0.35"/>` +
    SYMBOLS[small[0]!]!(78, 211, 16) +
    SYMBOLS[big]!(120, 211, 16) +
    SYMBOLS[small[1]!]!(162, 211, 16)
  );
};

function playingCard(x: number, y: number, angle: number, rank: string, red: boolean): string {
  const suit = red ? '♥' : '♠';
  const colour = red ? '#dc2626' : '#111827';
  return (
    `<g transform="rotate(${angle} ${x} ${y + 60})"><rect x="${x - 38}" y="${y - 52}" width="76" height="106" rx="8" fill="#fff" stroke="#cbd5e1"/>` +
    `<text x="${x - 28}" y="${y - 30}" font-family="sans-serif" font-size="20" font-weight="800" fill="${colour}">${rank}</text>` +
    `<text x="${x}" y="${y + 18}" text-anchor="middle" font-family="sans-serif" font-size="44" fill="${colour}">${suit}</text></g>`
  );
}

const RANKS = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'];
const cardFan = (r: Random, count: number) => {
  const spread = count === 2 ? [-12, 12] : [-20, 0, 20];
  return spread
    .map((angle, i) => playingCard(120 + angle * 1.6, 128, angle, pick(r, RANKS), (i + Math.floor(r() * 2)) % 2 === 0))
    .join('');
};

function wheel(r: Random, hue: number): string {
  const pockets = pick(r, [12, 16, 18, 24]);
  const slices = Array.from({ length: pockets }, (_, i) => {
    const a = (i / pockets) * Math.PI * 2;
    const b = ((i + 1) / pockets) * Math.PI * 2;
    const fill = i === 0 ? '#16a34a' : i % 2 ? '#111827' : `hsl(${hue} 75% 42%)`;
    return `<path d="M120 130 L${n(120 + 78 * Math.cos(a))} ${n(130 + 78 * Math.sin(a))} A78 78 0 0 1 ${n(120 + 78 * Math.cos(b))} ${n(130 + 78 * Math.sin(b))}Z" fill="${fill}"/>`;
  }).join('');
  const ball = r() * Math.PI * 2;
  return (
    `<circle cx="120" cy="130" r="88" fill="#78350f"/>${slices}<circle cx="120" cy="130" r="34" fill="#a16207"/>` +
    `<circle cx="120" cy="130" r="10" fill="#fde68a"/><circle cx="${n(120 + 60 * Math.cos(ball))}" cy="${n(130 + 60 * Math.sin(ball))}" r="7" fill="#fff"/>`
  );
}

function die(x: number, y: number, size: number, face: number, angle: number): string {
  const spots: Record<number, [number, number][]> = {
    1: [[0, 0]],
    2: [
      [-1, -1],
      [1, 1],
    ],
    3: [
      [-1, -1],
      [0, 0],
      [1, 1],
    ],
    4: [
      [-1, -1],
      [1, -1],
      [-1, 1],
      [1, 1],
    ],
    5: [
      [-1, -1],
      [1, -1],
      [0, 0],
      [-1, 1],
      [1, 1],
    ],
    6: [
      [-1, -1],
      [1, -1],
      [-1, 0],
      [1, 0],
      [-1, 1],
      [1, 1],
    ],
  };
  const step = size * 0.27;
  return (
    `<g transform="rotate(${angle} ${x} ${y})"><rect x="${n(x - size / 2)}" y="${n(y - size / 2)}" width="${size}" height="${size}" rx="${n(size * 0.18)}" fill="#fff" stroke="#cbd5e1"/>` +
    spots[face]!.map(
      ([dx, dy]) => `<circle cx="${n(x + dx * step)}" cy="${n(y + dy * step)}" r="${n(size * 0.09)}" fill="#b91c1c"/>`,
    ).join('') +
    `</g>`
  );
}

const dice = (r: Random, count: number) =>
  Array.from({ length: count }, (_, i) => {
    const x = count === 3 ? [70, 170, 120][i]! : [88, 152][i]!;
    const y = count === 3 ? [110, 110, 178][i]! : [118, 150][i]!;
    return die(x, y, 62, 1 + Math.floor(r() * 6), Math.round(r() * 40 - 20));
  }).join('');

function chips(r: Random, hue: number): string {
  return Array.from({ length: 4 }, (_, i) => {
    const colour = `hsl(${(hue + i * 70) % 360} 70% 45%)`;
    return `<ellipse cx="${40 + i * 54}" cy="${226 - Math.floor(r() * 8)}" rx="18" ry="7" fill="${colour}" stroke="#fff" stroke-width="2" stroke-dasharray="4 4"/>`;
  }).join('');
}

/** Live tables: the table the name says (a wheel, cards, dice) on felt, with chips. */
export const tableMotif: Motif = (r, hue, name) => {
  const felt = `<ellipse cx="120" cy="150" rx="150" ry="120" fill="hsl(${pick(r, [145, 155, 350, 210])} 55% 24%)" stroke="#a16207" stroke-width="6"/>`;
  const table = /Roulette|Wheel/.test(name)
    ? wheel(r, hue)
    : /Sic Bo|Dice/.test(name)
      ? dice(r, /Sic Bo/.test(name) ? 3 : 2)
      : /Domino/.test(name)
        ? dominoes(r)
        : cardFan(r, /Dragon Tiger|Baccarat|Duel/.test(name) ? 2 : 3);
  return felt + table + chips(r, hue);
};

function dominoes(r: Random): string {
  const tile = (x: number, angle: number) => {
    const top = 1 + Math.floor(r() * 6);
    const bottom = 1 + Math.floor(r() * 6);
    return (
      `<g transform="rotate(${angle} ${x} 130)"><rect x="${x - 26}" y="72" width="52" height="116" rx="8" fill="#f8fafc" stroke="#334155" stroke-width="2"/><line x1="${x - 20}" y1="130" x2="${x + 20}" y2="130" stroke="#334155" stroke-width="2"/>` +
      die(x, 101, 46, top, 0).replace(/<rect[^>]*\/>/, '') +
      die(x, 159, 46, bottom, 0).replace(/<rect[^>]*\/>/, '') +
      `</g>`
    );
  };
  return tile(84, -12) + tile(156, 10);
}

/** Fishing games: a shoal of fish of the card's colours swimming under bubbles. */
export const fishMotif: Motif = (r, hue) => {
  const fish = Array.from({ length: 3 + Math.floor(r() * 3) }, (_, i) => {
    const x = 40 + r() * 160;
    const y = 60 + i * 38 + r() * 12;
    const s = 14 + r() * 22;
    const flip = r() < 0.5 ? -1 : 1;
    const colour = `hsl(${(hue + 30 + Math.floor(r() * 160)) % 360} 85% 60%)`;
    return (
      `<g transform="translate(${n(x)} ${n(y)}) scale(${flip} 1)" fill="${colour}"><ellipse rx="${n(s)}" ry="${n(s * 0.55)}"/>` +
      `<polygon points="${n(-s * 0.8)},0 ${n(-s * 1.5)},${n(-s * 0.55)} ${n(-s * 1.5)},${n(s * 0.55)}"/><circle cx="${n(s * 0.5)}" cy="${n(-s * 0.12)}" r="${n(s * 0.12)}" fill="#0f172a"/></g>`
    );
  }).join('');
  const bubbles = Array.from(
    { length: 9 },
    () =>
      `<circle cx="${n(r() * 240)}" cy="${n(r() * 240)}" r="${n(2 + r() * 7)}" fill="none" stroke="#e0f2fe" stroke-width="2" opacity="0.6"/>`,
  ).join('');
  const weed = Array.from(
    { length: 4 },
    (_, i) =>
      `<path d="M${20 + i * 62} 246 q 14 -30 0 -60 q -14 -30 0 -50" stroke="#22c55e" stroke-width="6" fill="none" opacity="0.7"/>`,
  ).join('');
  return bubbles + weed + fish;
};

/** Keno and lottery: numbered balls, some of them drawn. */
export const ballsMotif: Motif = (r, hue) => {
  const drawn = new Set(Array.from({ length: 6 }, () => Math.floor(r() * 20)));
  return Array.from({ length: 20 }, (_, i) => {
    const x = 42 + (i % 4) * 52;
    const y = 52 + Math.floor(i / 4) * 40;
    const on = drawn.has(i);
    const number = 1 + i * 4 + Math.floor(r() * 4);
    return (
      `<circle cx="${x}" cy="${y}" r="17" fill="${on ? `hsl(${hue} 90% 55%)` : '#ffffff'}" opacity="${on ? 1 : 0.85}" stroke="#0f172a" stroke-opacity="0.2"/>` +
      `<text x="${x}" y="${y + 6}" text-anchor="middle" font-family="sans-serif" font-size="15" font-weight="800" fill="${on ? '#fff' : '#1e293b'}">${number}</text>`
    );
  }).join('');
};

export { dice, die, pick, star, n, SYMBOLS };

import type { GameCategory } from '@arcadia/contracts';
import { escapeXml, seededRandom } from './art.ts';
import { ballsMotif, fishMotif, slotMotif, tableMotif, type Motif } from './art-motifs.ts';
import { esportsMotif, inhouseMotif, sportsMotif } from './art-motifs-play.ts';

/**
 * Each category's look: its picture family and the hues its backgrounds are drawn from (slots
 * anywhere on the wheel, tables on felt greens and wines, fishing in sea blues, sports on grass,
 * esports in night purples, keno and lottery in warm golds).
 */
const FAMILIES: Record<GameCategory, { motif: Motif; hues: [from: number, to: number]; light: number }> = {
  RNG: { motif: slotMotif, hues: [0, 360], light: 40 },
  LIVE: { motif: tableMotif, hues: [330, 400], light: 22 },
  PVP: { motif: tableMotif, hues: [200, 250], light: 26 },
  FISH: { motif: fishMotif, hues: [185, 225], light: 34 },
  SPORTS: { motif: sportsMotif, hues: [105, 140], light: 32 },
  ESPORTS: { motif: esportsMotif, hues: [250, 290], light: 14 },
  ELOTT: { motif: ballsMotif, hues: [20, 45], light: 40 },
  LOTT: { motif: ballsMotif, hues: [0, 30], light: 38 },
  INHOUSE: { motif: slotMotif, hues: [220, 280], light: 24 },
};

const FONT = "system-ui,'Noto Sans',sans-serif";

/**
 * A game card (240x320): the category's picture in the game's own colours and variant, the name
 * and studio in a band that a square crop (the lobby tiles, y 40 to 280) still shows whole.
 * Deterministic from `seed` (the game code): the same game always gets the same card, and no two
 * games of a family share one.
 */
export function gameArtSvg(seed: string, name: string, label: string, category: GameCategory): string {
  const random = seededRandom(`${category}:${seed}`);
  const family = FAMILIES[category];
  const [from, to] = family.hues;
  const hue = Math.floor(from + random() * (to - from)) % 360;
  const hue2 = (hue + 20 + Math.floor(random() * 50)) % 360;
  const motif = (category === 'INHOUSE' && inhouseMotif(seed)) || family.motif;
  const title = escapeXml(name.length > 26 ? `${name.slice(0, 25)}…` : name);
  // Long names shrink to fit the card's width rather than lose their ending.
  const titleSize = Math.min(19, Math.floor(226 / (0.62 * Math.min(26, name.length))));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 320" width="240" height="320" role="img" aria-label="${escapeXml(name)}" data-category="${category}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% ${family.light + 12}%)"/>` +
    `<stop offset="1" stop-color="hsl(${hue2} 70% ${family.light - 8}%)"/></linearGradient></defs>` +
    `<rect width="240" height="320" fill="url(#g)"/>` +
    motif(random, hue, name) +
    `<rect y="234" width="240" height="86" fill="#000" opacity="0.45"/>` +
    `<text x="120" y="257" text-anchor="middle" font-family="${FONT}" font-size="${titleSize}" font-weight="700" fill="#fff">${title}</text>` +
    `<text x="120" y="275" text-anchor="middle" font-family="${FONT}" font-size="12" fill="#fff" opacity="0.85">${escapeXml(label)}</text>` +
    `</svg>`
  );
}

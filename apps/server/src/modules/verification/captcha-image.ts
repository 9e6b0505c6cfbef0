import { randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

/** Letters and digits a person can read without guessing: no 0/o/O, 1/i/l/I. */
export const CAPTCHA_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;
const MARGIN = 3;
const FONT_SIZE = 36;
const BACKGROUND = '#f4f1ea';
/** Dark inks (≥ 7:1 on the background) so a glyph never fades into the paper. */
const INKS = ['#1f3a93', '#7a1f1f', '#1d5c2e', '#4a2370', '#5a3b00', '#1b4f5c', '#2b2b2b'];

// svg-captcha bundles a hand-drawn font (opentype.js); we lay the glyphs out ourselves so each one
// is scaled, rotated and skewed yet stays wholly inside the image.
type Path = {
  toPathData(decimals?: number): string;
  getBoundingBox(): { x1: number; y1: number; x2: number; y2: number };
};
type Font = { charToGlyph(ch: string): { getPath(x: number, y: number, size: number): Path } };
const font = (svgCaptcha as unknown as { options: { font: Font } }).options.font;

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

const between = (min: number, max: number) => min + (randomInt(10_001) / 10_000) * (max - min);

export type GlyphBox = { left: number; top: number; right: number; bottom: number };
export type CaptchaLayout = { svg: string; boxes: GlyphBox[] };

/**
 * Each character in its own slot: rotated up to ±20°, skewed up to ±12°, nudged up or down, in
 * one of the dark inks, over three thin noise curves. The scale is chosen from the transformed
 * outline so every glyph's box lies inside the image (the boxes are returned for tests).
 */
export function layoutCaptcha(text: string): CaptchaLayout {
  const slot = (CAPTCHA_WIDTH - 2 * MARGIN) / text.length;
  const parts: string[] = [];
  const boxes: GlyphBox[] = [];
  [...text].forEach((ch, i) => {
    const path = font.charToGlyph(ch).getPath(0, 0, FONT_SIZE);
    const b = path.getBoundingBox();
    const cx = (b.x1 + b.x2) / 2;
    const cy = (b.y1 + b.y2) / 2;
    const angle = (between(-20, 20) * Math.PI) / 180;
    const skew = Math.tan((between(-12, 12) * Math.PI) / 180);
    // Corners of the outline after skew then rotation, relative to its centre.
    const corners = [
      [b.x1, b.y1],
      [b.x2, b.y1],
      [b.x1, b.y2],
      [b.x2, b.y2],
    ].map(([x, y]) => {
      const sx = x! - cx + skew * (y! - cy);
      const sy = y! - cy;
      return [sx * Math.cos(angle) - sy * Math.sin(angle), sx * Math.sin(angle) + sy * Math.cos(angle)] as const;
    });
    const halfW = Math.max(...corners.map(([x]) => Math.abs(x)));
    const halfH = Math.max(...corners.map(([, y]) => Math.abs(y)));
    // Neighbours may overlap a little (harder for machines), the image edges never.
    const scale = Math.min(1, (slot * 0.62) / halfW, (CAPTCHA_HEIGHT / 2 - MARGIN) / halfH);
    const maxShiftX = Math.max(0, Math.min(slot / 2 - halfW * scale * 0.8, 3));
    const centreX = Math.min(
      Math.max(MARGIN + slot * (i + 0.5) + between(-maxShiftX, maxShiftX), MARGIN + halfW * scale),
      CAPTCHA_WIDTH - MARGIN - halfW * scale,
    );
    const room = CAPTCHA_HEIGHT / 2 - MARGIN - halfH * scale;
    const centreY = CAPTCHA_HEIGHT / 2 + between(-room, room);
    boxes.push({
      left: centreX - halfW * scale,
      right: centreX + halfW * scale,
      top: centreY - halfH * scale,
      bottom: centreY + halfH * scale,
    });
    const matrix = [
      Math.cos(angle) * scale,
      Math.sin(angle) * scale,
      (Math.cos(angle) * skew - Math.sin(angle)) * scale,
      (Math.sin(angle) * skew + Math.cos(angle)) * scale,
    ];
    const [a, bb, c, d] = matrix as [number, number, number, number];
    const e = centreX - (a * cx + c * cy);
    const f = centreY - (bb * cx + d * cy);
    const ink = INKS[randomInt(INKS.length)];
    parts.push(
      `<path fill="${ink}" transform="matrix(${[a, bb, c, d, e, f].map((n) => n.toFixed(3)).join(' ')})" d="${path.toPathData(2)}"/>`,
    );
  });
  const noise = Array.from({ length: 3 }, () => {
    const y = () => between(6, CAPTCHA_HEIGHT - 6).toFixed(1);
    const x = (from: number, to: number) => between(from, to).toFixed(1);
    const ink = INKS[randomInt(INKS.length)];
    return `<path d="M${x(0, 10)} ${y()} C${x(30, 50)} ${y()},${x(70, 90)} ${y()},${x(110, 120)} ${y()}" stroke="${ink}" stroke-width="1.2" stroke-opacity="0.55" fill="none"/>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="${BACKGROUND}"/>${noise.join('')}${parts.join('')}</svg>`;
  return { svg, boxes };
}

/** The captcha as a 2x PNG (crisp on dense screens). */
export function renderCaptchaPng(text: string): Buffer {
  return new Resvg(layoutCaptcha(text).svg, { fitTo: { mode: 'width', value: CAPTCHA_WIDTH * 2 } }).render().asPng();
}

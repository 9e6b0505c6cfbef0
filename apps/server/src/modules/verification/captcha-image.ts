import { randomInt } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

/** Letters and digits a person can read without guessing: no 0/o/O, 1/i/l/I. */
export const CAPTCHA_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CAPTCHA_LENGTH = 4;

// svg-captcha's default export draws a given text; its typings only declare `create`, which
// picks the text with Math.random. We pick it with a CSPRNG instead.
const drawSvg = svgCaptcha as unknown as (text: string, options: Record<string, unknown>) => string;

export function randomCaptchaText(): string {
  let text = '';
  for (let i = 0; i < CAPTCHA_LENGTH; i++) text += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return text;
}

/** Draws the text as distorted glyph paths with noise lines and renders a 2x PNG (crisp on dense screens). */
export function renderCaptchaPng(text: string): Buffer {
  const svg = drawSvg(text, { width: 120, height: 44, fontSize: 52, noise: 3, color: true, background: '#f4f1ea' });
  return new Resvg(svg, { fitTo: { mode: 'width', value: 240 } }).render().asPng();
}

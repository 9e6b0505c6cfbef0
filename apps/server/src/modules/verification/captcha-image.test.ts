import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  layoutCaptcha,
  randomCaptchaText,
  renderCaptchaPng,
} from './captcha-image.ts';

describe('captcha image', () => {
  it('keeps every glyph wholly inside the image, the widest and tallest characters included', () => {
    const texts = ['WMWM', 'gjpq', 'QWQW', 'mmmm', ...Array.from({ length: 300 }, randomCaptchaText)];
    for (const text of texts) {
      const { boxes } = layoutCaptcha(text);
      expect(boxes).toHaveLength(text.length);
      for (const box of boxes) {
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(CAPTCHA_WIDTH);
        expect(box.bottom).toBeLessThanOrEqual(CAPTCHA_HEIGHT);
        // Legible: no glyph shrunk to a speck.
        expect(box.bottom - box.top).toBeGreaterThan(CAPTCHA_HEIGHT / 4);
      }
    }
  });

  it('draws every character of the alphabet and renders a PNG', () => {
    for (let i = 0; i < CAPTCHA_ALPHABET.length; i += 4) {
      const { svg } = layoutCaptcha(CAPTCHA_ALPHABET.slice(i, i + 4));
      expect(svg.match(/<path fill=/g)?.length).toBe(Math.min(4, CAPTCHA_ALPHABET.length - i));
    }
    expect(renderCaptchaPng('E2E7').subarray(1, 4).toString()).toBe('PNG');
  });
});

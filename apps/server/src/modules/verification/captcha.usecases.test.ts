import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import type * as CaptchaImage from './captcha-image.ts';
import { CAPTCHA_ALPHABET } from './captcha-image.ts';
import { CAPTCHA_TTL_MS, issueCaptcha, verifyCaptcha } from './captcha.usecases.ts';

// A known text so the test can answer; the drawing and the storage are real.
vi.mock('./captcha-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CaptchaImage>()),
  randomCaptchaText: () => 'AbC7',
}));

let database: DbHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const ip = '203.0.113.9';
const issue = (previousKey?: string, now = new Date()) =>
  issueCaptcha(database.db, { ip, previousKey: previousKey ?? null, now });

describe('captcha', () => {
  it('draws a real PNG as a data URL', async () => {
    const { image } = await issue();
    expect(image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(image.slice('data:image/png;base64,'.length), 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(png.length).toBeGreaterThan(1000);
  });

  it('accepts the right answer once, case-insensitively, and refuses a second use', async () => {
    const { key } = await issue();
    expect(await verifyCaptcha(database.db, { key, answer: ' abc7 ', ip })).toBe(true);
    expect(await verifyCaptcha(database.db, { key, answer: 'AbC7', ip })).toBe(false);
  });

  it('is spent by a wrong answer: the right one afterwards is refused', async () => {
    const { key } = await issue();
    expect(await verifyCaptcha(database.db, { key, answer: 'zzzz' })).toBe(false);
    expect(await verifyCaptcha(database.db, { key, answer: 'AbC7' })).toBe(false);
  });

  it('refuses an answer after two minutes', async () => {
    const now = new Date();
    const { key } = await issue(undefined, now);
    const later = new Date(now.getTime() + CAPTCHA_TTL_MS + 1);
    expect(await verifyCaptcha(database.db, { key, answer: 'AbC7', now: later })).toBe(false);
  });

  it('refuses the right answer under another client key or without one', async () => {
    await issue();
    expect(await verifyCaptcha(database.db, { key: 'another-clients-key-0123456789abcdef', answer: 'AbC7' })).toBe(
      false,
    );
    expect(await verifyCaptcha(database.db, { key: null, answer: 'AbC7' })).toBe(false);
  });

  it('refuses an answer from another IP when the caller checks the IP', async () => {
    const { key } = await issue();
    expect(await verifyCaptcha(database.db, { key, answer: 'AbC7', ip: '198.51.100.1' })).toBe(false);
  });

  it('invalidates the previous captcha of the same client when a new one is fetched', async () => {
    const first = await issue();
    const second = await issue(first.key);
    expect(await verifyCaptcha(database.db, { key: first.key, answer: 'AbC7' })).toBe(false);
    expect(await verifyCaptcha(database.db, { key: second.key, answer: 'AbC7' })).toBe(true);
  });

  it('stores neither the key nor the answer in clear', async () => {
    const { key } = await issue();
    const rows = await database.db.selectFrom('captchas').selectAll().execute();
    // Hashes are hex, where "abc7" can occur by chance; the answer in clear would sit in a value of its own.
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(key);
      expect(Object.values(row).map((v) => String(v).toLowerCase())).not.toContain('abc7');
    }
  });

  it('picks texts without ambiguous characters', async () => {
    const { randomCaptchaText } = await vi.importActual<typeof CaptchaImage>('./captcha-image.ts');
    for (let i = 0; i < 200; i++) {
      const text = randomCaptchaText();
      expect(text).toMatch(/^.{4}$/);
      for (const char of text) expect(CAPTCHA_ALPHABET).toContain(char);
      expect(text).not.toMatch(/[0oO1ilI]/);
    }
  });
});

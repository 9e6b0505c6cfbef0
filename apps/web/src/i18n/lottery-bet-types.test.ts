import { describe, expect, it } from 'vitest';
import en from './locales/lottery/en.json';
import id from './locales/lottery/id.json';
import pt from './locales/lottery/pt.json';
import th from './locales/lottery/th.json';
import vi from './locales/lottery/vi.json';
import zh from './locales/lottery/zh.json';

describe("the lottery's bet-type names", () => {
  it.each(Object.entries({ id, pt, th, vi, zh }))(
    '%s names every bet type in its own words (none left in English)',
    (_, texts) => {
      for (const [code, name] of Object.entries(en.lottery.betType)) {
        expect(texts.lottery.betType[code as keyof typeof en.lottery.betType], code).not.toBe(name);
      }
    },
  );

  it('English explains the Vietnamese bet types instead of naming them in Vietnamese alone', () => {
    for (const code of ['lo2', 'lo3', 'de', 'cang3', 'xien2', 'xien3', 'xien4'] as const) {
      expect(en.lottery.betType[code]).not.toBe(vi.lottery.betType[code]);
      expect(en.lottery.betType[code]).toMatch(/: \S/);
    }
  });
});

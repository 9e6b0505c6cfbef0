import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './languages';

const merchant = { defaultLanguage: 'pt', languages: ['pt', 'en'] } as const;

describe('initial language', () => {
  it('uses the stored language when the merchant supports it', () => {
    expect(resolveLanguage('en', merchant)).toBe('en');
    expect(resolveLanguage('EN-us', merchant)).toBe('en');
  });

  it('falls back to the merchant default for an unsupported or missing choice', () => {
    expect(resolveLanguage('th', merchant)).toBe('pt');
    expect(resolveLanguage(null, merchant)).toBe('pt');
    expect(resolveLanguage('klingon', { defaultLanguage: 'en', languages: ['en', 'vi'] })).toBe('en');
  });

  it('before the merchant is known, keeps any language we have a dictionary for, else pt', () => {
    expect(resolveLanguage('CN', null)).toBe('zh');
    expect(resolveLanguage('xx', null)).toBe('pt');
  });
});

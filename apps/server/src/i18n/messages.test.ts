import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_CODES, LANGUAGES } from '@arcadia/contracts';
import { DICTIONARIES, translate } from './messages.ts';

describe('server messages', () => {
  it('every language has exactly the English keys', () => {
    const keys = Object.keys(DICTIONARIES.en).sort();
    for (const language of LANGUAGES) expect(Object.keys(DICTIONARIES[language]).sort()).toEqual(keys);
  });
  it('every known error code has a message', () => {
    for (const code of KNOWN_CODES) expect(DICTIONARIES.en).toHaveProperty(code);
  });
  it("refuses a trial account with the spec's 'Please Register An Account First', worded as the site words it", () => {
    for (const language of LANGUAGES) {
      const file = path.resolve(import.meta.dirname, `../../../web/src/i18n/locales/${language}.json`);
      const web = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      expect(translate(language, 'auth.trial_refused')).toBe(web['Please Register An Account First']);
    }
    expect(translate('en', 'auth.trial_refused')).toBe('Please register an account first.');
  });
  it('fills placeholders', () => {
    expect(translate('en', 'rate_limited', { minutes: 5 })).toBe('Too many requests, retry after 5 minutes.');
  });
  it('agrees a counted noun with its number (no "1 minutos"), a million included', () => {
    expect(translate('pt', 'rate_limited', { minutes: 1 })).toBe('Muitas solicitações, tente novamente após 1 minuto.');
    expect(translate('pt', 'rate_limited', { minutes: 15 })).toBe(
      'Muitas solicitações, tente novamente após 15 minutos.',
    );
    expect(translate('pt', 'withdrawal.too_many_pending', { max: 1_000_000 })).toContain('1000000 saques');
    expect(translate('en', 'sms.code_live', { seconds: 1 })).toContain('in 1 second.');
    expect(translate('zh', 'rate_limited', { minutes: 1 })).toContain('1');
  });
  it.each(['pt', 'en'] as const)('%s: no message reads "1 <plural noun>" when its numbers are 1', (language) => {
    for (const [code, template] of Object.entries(DICTIONARIES[language])) {
      const names = [...template.matchAll(/\{(\w+)/g)].map(([, name]) => name as string);
      const text = translate(language, code, Object.fromEntries(names.map((name) => [name, 1])));
      expect(text, code).not.toMatch(
        /(^|[^\d.,])1 (minutos|minutes|segundos|seconds|caracteres|characters|palavras|words|dígitos|digits|dias|days|contas|accounts|saques|withdrawals)\b/u,
      );
      expect(text, code).not.toMatch(/[{}#]/);
    }
  });
});

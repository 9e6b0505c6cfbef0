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
});

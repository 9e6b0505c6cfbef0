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
  it('fills placeholders', () => {
    expect(translate('en', 'rate_limited', { minutes: 5 })).toBe('Too many requests, retry after 5 minutes.');
  });
});

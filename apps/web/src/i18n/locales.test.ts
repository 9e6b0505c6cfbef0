import { describe, expect, it } from 'vitest';
import { KNOWN_CODES, LANGUAGES } from '@arcadia/contracts';
import { CLIENT_CODES } from '@/lib/api-error';
import en from './locales/en.json';
import id from './locales/id.json';
import pt from './locales/pt.json';
import th from './locales/th.json';
import vi from './locales/vi.json';
import zh from './locales/zh.json';

type Tree = { [key: string]: string | Tree };
const dictionaries: Record<(typeof LANGUAGES)[number], Tree> = { pt, en, zh, id, th, vi };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const reference = flatten(pt);

describe('locale dictionaries', () => {
  it('exist for every language the contracts support', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(Object.entries(dictionaries))('%s has exactly the keys of pt', (_, dictionary) => {
    expect([...flatten(dictionary).keys()].sort()).toEqual([...reference.keys()].sort());
  });

  it.each(Object.entries(dictionaries))('%s has no empty texts and keeps every placeholder', (_, dictionary) => {
    for (const [key, text] of flatten(dictionary)) {
      expect(text.trim(), key).not.toBe('');
      const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
      expect(placeholders(text), key).toEqual(placeholders(reference.get(key) ?? ''));
    }
  });

  it('translates rather than copies English', () => {
    const english = flatten(en);
    for (const [language, dictionary] of Object.entries(dictionaries)) {
      if (language === 'en') continue;
      const same = [...flatten(dictionary)].filter(([key, text]) => english.get(key) === text && text.length > 12);
      expect(same, language).toEqual([]);
    }
  });

  it('has an errors.<code> text for every server and client error code', () => {
    for (const code of [...KNOWN_CODES, ...Object.values(CLIENT_CODES)]) {
      expect(reference.has(`errors.${code}`), code).toBe(true);
    }
  });
});

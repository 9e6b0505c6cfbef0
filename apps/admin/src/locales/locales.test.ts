import { describe, expect, it } from 'vitest';
import { PAGES } from '../pages/registry';
import { TRANSLATIONS } from './all';
import { en } from './en';

/** Every text of a locale tree with its dotted key. */
const texts = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value as object, `${prefix}${key}.`),
  );

const english = new Map(texts(en));
const others = Object.entries(TRANSLATIONS).filter(([language]) => language !== 'en');
const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
// Placeholders are names, not words: '{{minutes}} min' is the same in both.
const words = (text: string) => text.replace(/{{\w+}}/g, '').trim();

describe('the console locales', () => {
  it('are the six languages', () => {
    expect(Object.keys(TRANSLATIONS).sort()).toEqual(['en', 'id', 'pt', 'th', 'vi', 'zh']);
  });

  it.each(others)('%s has every English key and no other (no page falls back to English)', (_language, tree) => {
    const own = new Map(texts(tree));
    expect([...english.keys()].filter((key) => !own.has(key))).toEqual([]);
    expect([...own.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each(others)(
    '%s translates every English text longer than a word or two (a copy is a miss)',
    (_language, tree) => {
      const copied = texts(tree).filter(([key, text]) => words(text).length > 12 && english.get(key) === text);
      expect(copied).toEqual([]);
    },
  );

  it.each(others)('%s keeps the same placeholders as English', (_language, tree) => {
    const different = texts(tree).filter(
      ([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join(),
    );
    expect(different).toEqual([]);
  });

  it('name every menu entry in every language', () => {
    const menu = PAGES.flatMap((page) => (page.navKey ? [page.navKey] : []));
    for (const [language, tree] of Object.entries(TRANSLATIONS)) {
      const own = new Map(texts(tree));
      expect(
        menu.filter((key) => !own.get(key)),
        language,
      ).toEqual([]);
    }
  });
});

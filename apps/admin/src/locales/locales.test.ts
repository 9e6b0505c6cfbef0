import { describe, expect, it } from 'vitest';
import { PAGES } from '../pages/registry';
import { en } from './en';
import { FRAMES } from './frame';
import { pt } from './pt';

/** Every text of a locale tree with its dotted key. */
const texts = (tree: object, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value as object, `${prefix}${key}.`),
  );

describe('the console locales', () => {
  it('translate every English text longer than a word or two (an untranslated copy is a miss)', () => {
    const english = new Map(texts(en));
    // Placeholders are names, not words: '{{minutes}} min' is the same in both.
    const words = (text: string) => text.replace(/{{\w+}}/g, '').trim();
    const copied = texts(pt).filter(([key, text]) => words(text).length > 12 && english.get(key) === text);
    expect(copied).toEqual([]);
  });

  it('keep the same placeholders in each language', () => {
    const english = new Map(texts(en));
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    const different = texts(pt).filter(
      ([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join(),
    );
    expect(different).toEqual([]);
  });

  it('give the four other languages the whole frame: every menu entry, translated, with the same placeholders', () => {
    const english = new Map(texts(en));
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [language, frame] of Object.entries(FRAMES)) {
      const own = new Map(texts(frame));
      const menu = PAGES.flatMap((page) => (page.navKey ? [page.navKey] : []));
      expect(
        menu.filter((key) => !own.has(key)),
        language,
      ).toEqual([]);
      const copied = [...own].filter(([key, text]) => text.length > 12 && english.get(key) === text);
      expect(copied, language).toEqual([]);
      const different = [...own].filter(
        ([key, text]) => placeholders(text).join() !== placeholders(english.get(key) ?? '').join(),
      );
      expect(different, language).toEqual([]);
    }
  });
});

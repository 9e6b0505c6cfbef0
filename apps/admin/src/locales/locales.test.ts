import { describe, expect, it } from 'vitest';
import { en } from './en';
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
});

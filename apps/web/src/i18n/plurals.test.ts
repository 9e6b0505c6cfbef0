import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : texts(v, `${prefix}${k}.`),
  );

const root = `${import.meta.dirname}/locales`;
const read = (file: string) => JSON.parse(readFileSync(`${root}/${file}`, 'utf8')) as Tree;

// Every dictionary in every folder, so an area added later is checked without touching this test.
const folders = [
  '',
  ...readdirSync(root, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? [`${e.name}/`] : [])),
];
const dictionaries = folders.flatMap((folder) =>
  readdirSync(`${root}/${folder}`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => `${folder}${f}`),
);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

describe('plural forms', () => {
  it('reads the dictionaries of every area', () => {
    expect(folders).toEqual(expect.arrayContaining(['', 'money/', 'games/', 'fair/', 'content/', 'lottery/']));
    expect(dictionaries.length).toBe(folders.length * 6);
  });

  it('counted nouns agree with their number in Portuguese and English', async () => {
    expect(i18n.t('record.total', { count: 1 })).toBe('1 movimentação');
    expect(i18n.t('record.total', { count: 3 })).toBe('3 movimentações');
    // CLDR puts a million in Portuguese's "many" category: without _many i18next prints the bare key.
    expect(i18n.t('record.total', { count: 1_000_000 })).toBe('1000000 movimentações');
    expect(i18n.t('member.unreadMessages', { count: 1 })).toBe('1 mensagem não lida');
    const pt = i18n.cloneInstance({ lng: 'pt' });
    pt.addResourceBundle('pt', 'translation', read('games/pt.json'), true, true);
    pt.addResourceBundle('pt', 'translation', read('fair/pt.json'), true, true);
    expect(pt.t('games.count', { count: 1 })).toBe('1 jogo');
    expect(pt.t('games.count', { count: 130 })).toBe('130 jogos');
    expect(pt.t('originals.fair.revealed', { count: 1 })).toBe('Semente revelada, 1 aposta com ela');
    expect(pt.t('originals.auto.stop', { count: 1 })).toBe('Parar (1 jogada)');
    expect(pt.t('originals.auto.stop', { count: 4 })).toBe('Parar (4 jogadas)');
    const en = i18n.cloneInstance({ lng: 'en' });
    for (const area of ['money', 'games'])
      en.addResourceBundle('en', 'translation', read(`${area}/en.json`), true, true);
    expect(en.t('record.total', { count: 1 })).toBe('1 transaction');
    expect(en.t('member.unreadMessages', { count: 2 })).toBe('2 unread messages');
    expect(en.t('games.count', { count: 1 })).toBe('1 game');
  });

  it.each(dictionaries)('%s: every {{count}} text has the plural forms its language needs', (file) => {
    const language = file.replace(/^.*\//, '').replace(/\.json$/, '');
    const needed = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const all = new Map(texts(read(file)));
    const bases = new Set<string>();
    for (const [key, text] of all) {
      // i18next picks a plural form only from `count`; other numbers use other placeholder names.
      if (text.includes('{{count}}')) expect(key, `${file}: ${key} counts without plural forms`).toMatch(PLURAL_SUFFIX);
      // A plural set always has _one or _other (an error code may end in _many: errors.sms.too_many).
      if (/_(one|other)$/.test(key)) bases.add(key.replace(PLURAL_SUFFIX, ''));
    }
    for (const base of bases) {
      for (const category of needed) expect([...all.keys()], `${file}: ${base}`).toContain(`${base}_${category}`);
      // Kept in pairs in every language so translators see the singular beside the plural.
      expect([...all.keys()], `${file}: ${base}`).toContain(`${base}_one`);
    }
  });
});

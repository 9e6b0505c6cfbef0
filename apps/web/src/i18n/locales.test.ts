import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_CODES, LANGUAGES } from '@arcadia/contracts';
import { CLIENT_CODES } from '@/lib/api-error';

type Tree = { [key: string]: string | Tree };

// Read from disk, not imported: the test setup merges the money texts into i18next's copy of pt.
const read = (file: string): Tree =>
  JSON.parse(readFileSync(`${import.meta.dirname}/locales/${file}.json`, 'utf8')) as Tree;
const [pt, en, zh, id, th, vi] = ['pt', 'en', 'zh', 'id', 'th', 'vi'].map(read) as [Tree, Tree, Tree, Tree, Tree, Tree];
const [moneyPt, moneyEn, moneyZh, moneyId, moneyTh, moneyVi] = ['pt', 'en', 'zh', 'id', 'th', 'vi'].map((l) =>
  read(`money/${l}`),
) as [Tree, Tree, Tree, Tree, Tree, Tree];
const [gamesPt, gamesEn, gamesZh, gamesId, gamesTh, gamesVi] = ['pt', 'en', 'zh', 'id', 'th', 'vi'].map((l) =>
  read(`games/${l}`),
) as [Tree, Tree, Tree, Tree, Tree, Tree];
const [fairPt, fairEn, fairZh, fairId, fairTh, fairVi] = ['pt', 'en', 'zh', 'id', 'th', 'vi'].map((l) =>
  read(`fair/${l}`),
) as [Tree, Tree, Tree, Tree, Tree, Tree];
const contentSet = ['pt', 'en', 'zh', 'id', 'th', 'vi'].map((l) => read(`content/${l}`)) as [
  Tree,
  Tree,
  Tree,
  Tree,
  Tree,
  Tree,
];
const chatSet = ['pt', 'en', 'zh', 'id', 'th', 'vi'].map((l) => read(`chat/${l}`)) as [
  Tree,
  Tree,
  Tree,
  Tree,
  Tree,
  Tree,
];
type Dictionaries = Record<(typeof LANGUAGES)[number], Tree>;
const dictionaries: Dictionaries = { pt, en, zh, id, th, vi };
/** The money areas' texts (wallet, payments, member centre, inbox), loaded with those areas. */
const moneyDictionaries: Dictionaries = {
  pt: moneyPt,
  en: moneyEn,
  zh: moneyZh,
  id: moneyId,
  th: moneyTh,
  vi: moneyVi,
};

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The game areas' texts (side-menu categories, lobbies, game host, betting record), loaded with those areas. */
const gamesDictionaries: Dictionaries = {
  pt: gamesPt,
  en: gamesEn,
  zh: gamesZh,
  id: gamesId,
  th: gamesTh,
  vi: gamesVi,
};

/** The verifier's and in-house games' texts, loaded with those pages. */
const fairDictionaries: Dictionaries = { pt: fairPt, en: fairEn, zh: fairZh, id: fairId, th: fairTh, vi: fairVi };

const baseKeys = (texts: Map<string, string>) =>
  [...new Set([...texts.keys()].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

const reference = flatten(pt);
const moneyReference = flatten(moneyPt);
const gamesReference = flatten(gamesPt);

describe.each([
  ['core', dictionaries, reference],
  ['money', moneyDictionaries, moneyReference],
  ['games', gamesDictionaries, gamesReference],
  ['fair', fairDictionaries, flatten(fairPt)],
  [
    'content',
    {
      pt: contentSet[0],
      en: contentSet[1],
      zh: contentSet[2],
      id: contentSet[3],
      th: contentSet[4],
      vi: contentSet[5],
    },
    flatten(contentSet[0]),
  ],
  [
    'chat',
    { pt: chatSet[0], en: chatSet[1], zh: chatSet[2], id: chatSet[3], th: chatSet[4], vi: chatSet[5] },
    flatten(chatSet[0]),
  ],
] as const)('%s dictionaries', (_, set, ref) => {
  it.each(Object.entries(set))('%s has exactly the keys of pt', (_language, dictionary) => {
    // Plural forms differ by language (Portuguese has _many, Chinese needs only _other): compare the
    // base keys here; plurals.test.ts checks each language has the forms its plural rules ask for.
    expect(baseKeys(flatten(dictionary))).toEqual(baseKeys(ref));
  });

  it.each(Object.entries(set))('%s has no empty texts and keeps every placeholder', (_language, dictionary) => {
    for (const [key, text] of flatten(dictionary)) {
      expect(text.trim(), key).not.toBe('');
      const placeholders = (s: string) => (s.match(/{{\w+}}/g) ?? []).sort();
      expect(placeholders(text), key).toEqual(placeholders(ref.get(key) ?? ''));
    }
  });

  it('translates rather than copies English', () => {
    const english = flatten(set.en);
    for (const [language, dictionary] of Object.entries(set)) {
      if (language === 'en') continue;
      const same = [...flatten(dictionary)].filter(([key, text]) => english.get(key) === text && text.length > 12);
      expect(same, language).toEqual([]);
    }
  });
});

describe('locale dictionaries', () => {
  it('exist for every language the contracts support', () => {
    expect(Object.keys(dictionaries).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has an errors.<code> text for every server and client error code (core or money texts)', () => {
    for (const code of [...KNOWN_CODES, ...Object.values(CLIENT_CODES)]) {
      expect(reference.has(`errors.${code}`) || moneyReference.has(`errors.${code}`), code).toBe(true);
    }
  });

  it('keeps the money and game texts apart from the core ones and each other (no key defined twice)', () => {
    expect([...moneyReference.keys()].filter((key) => reference.has(key))).toEqual([]);
    expect([...gamesReference.keys()].filter((key) => reference.has(key) || moneyReference.has(key))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWN_CODES, LANGUAGES } from '@arcadia/contracts';
import { CLIENT_CODES } from '@/lib/api-error';

type Tree = { [key: string]: string | Tree };

// Read from disk, not imported: the test setup merges the money texts into i18next's copy of pt.
const read = (file: string): Tree =>
  JSON.parse(readFileSync(`${import.meta.dirname}/locales/${file}.json`, 'utf8')) as Tree;
type Dictionaries = Record<(typeof LANGUAGES)[number], Tree>;
/** One area's dictionaries (`money/`, `games/` …; the core ones have no folder), by language. */
const readArea = (folder: string): Dictionaries =>
  Object.fromEntries(['pt', 'en', 'zh', 'id', 'th', 'vi'].map((l) => [l, read(`${folder}${l}`)])) as Dictionaries;

const dictionaries = readArea('');
/** The money areas' texts (wallet, payments, member centre, inbox), loaded with those areas. */
const moneyDictionaries = readArea('money/');
/** The game areas' texts (side-menu categories, lobbies, game host, betting record), loaded with those areas. */
const gamesDictionaries = readArea('games/');
/** The verifier's and in-house games' texts, loaded with those pages. */
const fairDictionaries = readArea('fair/');
const contentDictionaries = readArea('content/');
const chatDictionaries = readArea('chat/');
/** The agent contracts' texts, loaded with the contract entries of the agent centre. */
const contractsDictionaries = readArea('contracts/');
/** The points mall's texts, loaded with /pointMall. */
const pointsDictionaries = readArea('points/');
/** The promotions pages' texts, loaded with those pages and the bonus details. */
const promotionsDictionaries = readArea('promotions/');
/** The member centre's rebate page texts, loaded with that page. */
const rebatesDictionaries = readArea('rebates/');
/** The mission activity page's texts, loaded with that page. */
const missionsDictionaries = readArea('missions/');
/** The invite-friends page's texts, loaded with that page. */
const referralsDictionaries = readArea('referrals/');
/** The reward centre's texts, loaded with that page. */
const rewardsDictionaries = readArea('rewards/');

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const baseKeys = (texts: Map<string, string>) =>
  [...new Set([...texts.keys()].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();

const reference = flatten(dictionaries.pt);
const moneyReference = flatten(moneyDictionaries.pt);
const gamesReference = flatten(gamesDictionaries.pt);

describe.each([
  ['core', dictionaries, reference],
  ['money', moneyDictionaries, moneyReference],
  ['games', gamesDictionaries, gamesReference],
  ['fair', fairDictionaries, flatten(fairDictionaries.pt)],
  ['content', contentDictionaries, flatten(contentDictionaries.pt)],
  ['chat', chatDictionaries, flatten(chatDictionaries.pt)],
  ['contracts', contractsDictionaries, flatten(contractsDictionaries.pt)],
  ['points', pointsDictionaries, flatten(pointsDictionaries.pt)],
  ['promotions', promotionsDictionaries, flatten(promotionsDictionaries.pt)],
  ['rebates', rebatesDictionaries, flatten(rebatesDictionaries.pt)],
  ['missions', missionsDictionaries, flatten(missionsDictionaries.pt)],
  ['referrals', referralsDictionaries, flatten(referralsDictionaries.pt)],
  ['rewards', rewardsDictionaries, flatten(rewardsDictionaries.pt)],
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
    const contractsKeys = [...flatten(contractsDictionaries.pt).keys()];
    expect(contractsKeys.filter((key) => reference.has(key) || moneyReference.has(key))).toEqual([]);
  });
});

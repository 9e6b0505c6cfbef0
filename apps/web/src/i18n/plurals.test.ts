import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';

type Tree = { [key: string]: string | Tree };
const keys = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

const dictionaries = ['', 'money/', 'games/'].flatMap((folder) =>
  readdirSync(`${import.meta.dirname}/locales/${folder}`)
    .filter((f) => f.endsWith('.json'))
    .map((f) => `${folder}${f}`),
);

describe('plural forms', () => {
  it('counted nouns agree with their number in Portuguese and English', async () => {
    expect(i18n.t('record.total', { count: 1 })).toBe('1 movimentação');
    expect(i18n.t('record.total', { count: 3 })).toBe('3 movimentações');
    expect(i18n.t('member.unreadMessages', { count: 1 })).toBe('1 mensagem não lida');
    const en = i18n.cloneInstance({ lng: 'en' });
    en.addResourceBundle(
      'en',
      'translation',
      JSON.parse(readFileSync(`${import.meta.dirname}/locales/money/en.json`, 'utf8')),
      true,
      true,
    );
    expect(en.t('record.total', { count: 1 })).toBe('1 transaction');
    expect(en.t('member.unreadMessages', { count: 2 })).toBe('2 unread messages');
  });

  it.each(dictionaries)('%s: every _one form has its _other and the reverse', (file) => {
    const all = new Set(keys(JSON.parse(readFileSync(`${import.meta.dirname}/locales/${file}`, 'utf8')) as Tree));
    for (const key of all) {
      if (key.endsWith('_one')) expect(all, key).toContain(key.replace(/_one$/, '_other'));
      if (key.endsWith('_other')) expect(all, key).toContain(key.replace(/_other$/, '_one'));
    }
  });
});

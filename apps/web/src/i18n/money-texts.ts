import { useEffect, useState } from 'react';
import type { Language } from '@arcadia/contracts';
import type moneyPt from './locales/money/pt.json';
import { addTextBundle, i18n } from '.';

/*
 * The texts of the money areas (wallet, deposits and withdrawals, member centre, inbox) and their
 * error codes: one dictionary per language under locales/money, loaded with those areas rather
 * than on the first load. Lazy components await loadMoneyTexts() before they render; after that
 * every language switch loads the matching dictionary before the switch happens.
 */
export type MoneyDictionary = typeof moneyPt;

const loaders = import.meta.glob<{ default: MoneyDictionary }>('./locales/money/*.json');
const loaded = new Set<Language>();
let registered: Promise<void> | null = null;

async function loadFor(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const load = loaders[`./locales/money/${language}.json`];
  if (!load) return;
  i18n.addResourceBundle(language, 'translation', (await load()).default, true, true);
  loaded.add(language);
}

export function loadMoneyTexts(): Promise<void> {
  registered ??= addTextBundle(loadFor);
  return registered;
}

/** True once the money texts are in; the first call starts loading them. */
export function useMoneyTexts(): boolean {
  const [ready, setReady] = useState(() => registered !== null && loaded.has(i18n.language as Language));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadMoneyTexts().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  return ready;
}

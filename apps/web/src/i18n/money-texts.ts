import type moneyPt from './locales/money/pt.json';
import { createTextBundle } from './lazy-texts';

/*
 * The texts of the money areas (wallet, deposits and withdrawals, member centre, inbox) and their
 * error codes: one dictionary per language under locales/money, loaded with those areas rather
 * than on the first load. Lazy components await loadMoneyTexts() before they render.
 */
export type MoneyDictionary = typeof moneyPt;

const bundle = createTextBundle(
  import.meta.glob<{ default: MoneyDictionary }>('./locales/money/*.json'),
  (language) => `./locales/money/${language}.json`,
);

export const loadMoneyTexts = bundle.load;
/** True once the money texts are in; the first call starts loading them. */
export const useMoneyTexts = bundle.useReady;

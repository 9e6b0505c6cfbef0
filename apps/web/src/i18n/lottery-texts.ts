import type lotteryPt from './locales/lottery/pt.json';
import { createTextBundle } from './lazy-texts';

/** The lottery pages' texts (locales/lottery), loaded with those pages, never on first load. */
const bundle = createTextBundle(
  import.meta.glob<{ default: typeof lotteryPt }>('./locales/lottery/*.json'),
  (language) => `./locales/lottery/${language}.json`,
);

export const loadLotteryTexts = bundle.load;
export const useLotteryTexts = bundle.useReady;

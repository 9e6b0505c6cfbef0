import type promotionsPt from './locales/promotions/pt.json';
import { createTextBundle } from './lazy-texts';

/** The promotions pages' texts (locales/promotions), loaded with those pages and the bonus details. */
const bundle = createTextBundle(
  import.meta.glob<{ default: typeof promotionsPt }>('./locales/promotions/*.json'),
  (language) => `./locales/promotions/${language}.json`,
);

export const loadPromotionTexts = bundle.load;
export const usePromotionTexts = bundle.useReady;

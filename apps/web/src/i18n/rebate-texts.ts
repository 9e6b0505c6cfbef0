import type rebatesPt from './locales/rebates/pt.json';
import { createTextBundle } from './lazy-texts';

/** The member centre's rebate page texts (locales/rebates), loaded with that page. */
const bundle = createTextBundle(
  import.meta.glob<{ default: typeof rebatesPt }>('./locales/rebates/*.json'),
  (language) => `./locales/rebates/${language}.json`,
);

export const loadRebateTexts = bundle.load;
export const useRebateTexts = bundle.useReady;

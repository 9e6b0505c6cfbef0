import type fairPt from './locales/fair/pt.json';
import { createTextBundle } from './lazy-texts';

/** The verifier's and the in-house games' texts (locales/fair), loaded with those pages. */
const bundle = createTextBundle(
  import.meta.glob<{ default: typeof fairPt }>('./locales/fair/*.json'),
  (language) => `./locales/fair/${language}.json`,
);

export const loadFairTexts = bundle.load;
export const useFairTexts = bundle.useReady;

import type pointsPt from './locales/points/pt.json';
import { createTextBundle } from './lazy-texts';

/** The points mall's texts (locales/points), loaded with the /pointMall page. Its error texts are the money ones. */
const bundle = createTextBundle(
  import.meta.glob<{ default: typeof pointsPt }>('./locales/points/*.json'),
  (language) => `./locales/points/${language}.json`,
);

export const loadPointsTexts = bundle.load;
export const usePointsTexts = bundle.useReady;

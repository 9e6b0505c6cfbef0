import type rewardsPt from './locales/rewards/pt.json';
import { createTextBundle } from './lazy-texts';

/** The member centre's reward centre texts (locales/rewards), loaded with that page. */
const bundle = createTextBundle(
  import.meta.glob<{ default: typeof rewardsPt }>('./locales/rewards/*.json'),
  (language) => `./locales/rewards/${language}.json`,
);

export const loadRewardTexts = bundle.load;
export const useRewardTexts = bundle.useReady;

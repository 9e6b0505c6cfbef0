import type missionsPt from './locales/missions/pt.json';
import { createTextBundle } from './lazy-texts';

/** The mission activity page's texts (locales/missions), loaded with that page. */
const bundle = createTextBundle(
  import.meta.glob<{ default: typeof missionsPt }>('./locales/missions/*.json'),
  (language) => `./locales/missions/${language}.json`,
);

export const loadMissionTexts = bundle.load;
export const useMissionTexts = bundle.useReady;

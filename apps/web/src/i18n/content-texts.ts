import type contentPt from './locales/content/pt.json';
import { createTextBundle } from './lazy-texts';

/*
 * The texts of the content areas (announcements, help centre and feedback, app download, speed
 * test): one dictionary per language under locales/content, loaded with those areas, never on the
 * first load. The banner slot and side-menu entries use core texts.
 */
export type ContentDictionary = typeof contentPt;

const bundle = createTextBundle(
  import.meta.glob<{ default: ContentDictionary }>('./locales/content/*.json'),
  (language) => `./locales/content/${language}.json`,
);

export const loadContentTexts = bundle.load;
export const useContentTexts = bundle.useReady;

import type gamesPt from './locales/games/pt.json';
import { createTextBundle } from './lazy-texts';

/*
 * The texts of the game areas (side-menu categories, lobbies, the game host, the betting record):
 * one dictionary per language under locales/games, loaded with those areas, never on first load.
 */
export type GamesDictionary = typeof gamesPt;

const bundle = createTextBundle(
  import.meta.glob<{ default: GamesDictionary }>('./locales/games/*.json'),
  (language) => `./locales/games/${language}.json`,
);

export const loadGamesTexts = bundle.load;
/** True once the game texts are in; the first call starts loading them. */
export const useGamesTexts = bundle.useReady;

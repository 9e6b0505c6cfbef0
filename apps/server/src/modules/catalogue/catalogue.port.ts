import { catalogueRepository } from './catalogue.repository.ts';
import { favouritesRepository } from './favourites.repository.ts';
import { gameArtSvg } from './game-art.ts';

/**
 * The catalogue as other modules reach it: the game wallet, launch and the Hub88 adapter read a
 * vendor and a game by id or code, launch records a member's recent game, and the demo seed and
 * the Hub88 sync fill it (studios, their art, the lobby lanes). The lobby's reads go through
 * catalogue.usecases.ts; nothing outside this module touches its repositories.
 */
export const cataloguePort = {
  vendorByCode: catalogueRepository.vendorByCode,
  vendors: catalogueRepository.vendors,
  findGame: catalogueRepository.findGame,
  findGameByCode: catalogueRepository.findGameByCode,
  touchRecent: favouritesRepository.touchRecent,
  upsertVendor: catalogueRepository.upsertVendor,
  saveArt: catalogueRepository.saveArt,
  insertLanes: catalogueRepository.insertLanes,
  /** A game's card, drawn from its code and category (the sandbox aggregator's own games use it too). */
  gameArtSvg,
};

import { formatMinor, GAME_CATEGORIES, type Game, type GameCategory } from '@arcadia/contracts';
import { pickName, type CatalogueGame } from './catalogue.model.ts';

/** Generated art by name; an imported thumbnail is already an https address. */
export const artUrl = (name: string) => (name.startsWith('https://') ? name : `/lgw/games/art/${name}`);

/** A catalogue game as every list call answers it; `places` are the brand currency's minor-unit places. */
export function toWireGame(
  game: CatalogueGame,
  language: string,
  favourites: ReadonlySet<number>,
  places: number,
): Game {
  return {
    nodeId: game.id,
    vassalage: game.vendorCode,
    gameType: game.category,
    gameCode: game.gameCode,
    code: game.code,
    gameName: pickName(game.names, language, game.gameCode),
    imageUrl: artUrl(game.art),
    vendor: game.vendorCode,
    vendorName: pickName(game.vendorNames, language, game.vendorName),
    isHot: game.isHot,
    isNew: game.isNew,
    minBet: formatMinor(game.minBet, places),
    minLineNum: game.minLineNum,
    gameClassify: game.classify,
    defaultPlayType: game.defaultPlayType,
    accountTypeName: game.accountTypeName,
    isGame: game.isGame,
    demo: game.demo,
    isFavorite: favourites.has(game.id),
  };
}

export const categoryOrder = (category: GameCategory) => GAME_CATEGORIES.indexOf(category);

import {
  CATEGORY_PAGE,
  GAME_CATEGORIES,
  LOTTERY_CATEGORIES,
  type Language,
  type GameCategory,
  type VendorCard,
} from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { amountIn } from '../../lib/money.ts';
import { menuGroups } from './menu-groups.port.ts';
import { pickName, type CatalogueVendor } from './catalogue.model.ts';
import { catalogueRepository, type GameFilter } from './catalogue.repository.ts';
import {
  classifyCounts,
  filterGames,
  listGames,
  type CatalogueCache,
  type CatalogueSnapshot,
} from './catalogue-snapshot.ts';
import { favouritesRepository } from './favourites.repository.ts';
import { artUrl, toWireGame } from './game-wire.ts';

/** places: minor-unit places of the brand's currency (amounts are read and shown with them). */
type Ctx = { merchantId: number; language: string; memberId: number | null; places: number };

const pageOf = (pageNo: number, pageSize: number) => ({ offset: (pageNo - 1) * pageSize, limit: pageSize });
const paging = (pageNo: number, pageSize: number, total: number) => ({
  pageNo,
  pageSize,
  total,
  totalPages: Math.ceil(total / pageSize),
});

async function favouriteSet(db: DbOrTrx, memberId: number | null): Promise<Set<number>> {
  return new Set(memberId === null ? [] : await favouritesRepository.ids(db, memberId));
}

function card(vendor: CatalogueVendor, language: string): VendorCard {
  return {
    vassalage: vendor.code,
    name: pickName(vendor.names, language, vendor.name),
    logoUrl: artUrl(`vendor-${vendor.code}-v1.svg`),
    gameType: vendor.category,
    isHot: vendor.isHot,
    walletMode: vendor.walletMode,
    gameCount: vendor.gameCount,
  };
}

/**
 * Side-menu categories and home lanes. A category exists only with an enabled vendor; a lane
 * shows the enabled vendors of its category that have games (an empty lane is left out).
 */
export async function gameVendors(db: DbOrTrx, cache: CatalogueCache, ctx: Ctx) {
  const { vendors } = await cache.get(db, ctx.merchantId);
  const categories = GAME_CATEGORIES.flatMap((category) => {
    const inCategory = vendors.filter((v) => v.category === category);
    if (inCategory.length === 0) return [];
    return [
      {
        gameCategory: category,
        page: CATEGORY_PAGE[category],
        vendors: LOTTERY_CATEGORIES.includes(category) ? [] : inCategory.map((v) => card(v, ctx.language)),
      },
    ];
  });
  const lanes = (await catalogueRepository.lanes(db, ctx.merchantId)).flatMap((lane) => {
    const cards = vendors.filter((v) => v.category === lane.category && v.gameCount > 0);
    return cards.length === 0
      ? []
      : [
          {
            title: lane.title,
            gameType: lane.category,
            gameClassify: lane.classify,
            cards: cards.map((v) => card(v, ctx.language)),
          },
        ];
  });
  return { categories, lanes };
}

export type GameListQuery = {
  pageNo: number;
  pageSize: number;
  gameType?: GameCategory | undefined;
  vassalage?: string | undefined;
  gameClassify?: string | undefined;
  minBet?: string | undefined;
  minLineNum?: number | undefined;
  gameName?: string | undefined;
  gameCode?: string | undefined;
};

export async function gameList(db: DbOrTrx, cache: CatalogueCache, ctx: Ctx, query: GameListQuery) {
  const [snapshot, favourites] = await Promise.all([cache.get(db, ctx.merchantId), favouriteSet(db, ctx.memberId)]);
  return gameListOf(snapshot, ctx, query, favourites);
}

/** A page of the game list from one snapshot; `favourites` marks the member's (none for a visitor). */
export function gameListOf(
  snapshot: CatalogueSnapshot,
  ctx: Ctx,
  query: GameListQuery,
  favourites: ReadonlySet<number> = new Set(),
) {
  const filter: GameFilter = {
    ...(query.gameType ? { category: query.gameType } : {}),
    ...(query.vassalage ? { vendorCode: query.vassalage } : {}),
    ...(query.gameClassify ? { classify: query.gameClassify } : {}),
    ...(query.minBet ? { maxMinBet: amountIn(query.minBet, ctx.places, 'minBet') } : {}),
    ...(query.minLineNum !== undefined ? { minLineNum: query.minLineNum } : {}),
    ...(query.gameName ? { search: query.gameName } : {}),
    ...(query.gameCode ? { gameCode: query.gameCode } : {}),
  };
  const { games, total } = listGames(snapshot, filter, pageOf(query.pageNo, query.pageSize));
  return {
    games: games.map((g) => toWireGame(g, ctx.language, favourites, ctx.places)),
    ...paging(query.pageNo, query.pageSize, total),
  };
}

type HotGamesQuery = { vassalage?: string | undefined; gameType?: GameCategory | undefined; size: number };

/** Hot games carry no favourite marks, so every caller's answer is a visitor's. */
export function hotGamesOf(snapshot: CatalogueSnapshot, ctx: Ctx, query: HotGamesQuery) {
  const { games } = listGames(
    snapshot,
    {
      hotOnly: true,
      ...(query.vassalage ? { vendorCode: query.vassalage } : {}),
      ...(query.gameType ? { category: query.gameType } : {}),
    },
    { offset: 0, limit: query.size },
  );
  return { list: games.map((g) => toWireGame(g, ctx.language, new Set(), ctx.places)) };
}

export async function vassGameType(
  db: DbOrTrx,
  cache: CatalogueCache,
  ctx: Ctx,
  query: { vassalage?: string | undefined; gameType?: GameCategory | undefined },
) {
  const filter: GameFilter = {
    ...(query.vassalage ? { vendorCode: query.vassalage } : {}),
    ...(query.gameType ? { category: query.gameType } : {}),
  };
  const games = filterGames(await cache.get(db, ctx.merchantId), filter);
  const list = [...classifyCounts(games)]
    .map(([gameClassify, count]) => ({ gameClassify, count }))
    .sort((a, b) => b.count - a.count);
  return { list, total: games.length };
}

/** The lottery menu: a group per lottery vendor with its games. */
export async function gameMenus(db: DbOrTrx, cache: CatalogueCache, ctx: Ctx) {
  const snapshot = await cache.get(db, ctx.merchantId);
  const vendors = snapshot.vendors.filter((v) => LOTTERY_CATEGORIES.includes(v.category));
  const gameMenus = [];
  for (const vendor of vendors) {
    const { games } = listGames(snapshot, { vendorCode: vendor.code }, { offset: 0, limit: 200 });
    const wire = games.map((g) => ({
      nodeId: g.id,
      gameCode: g.gameCode,
      labelName: pickName(g.names, ctx.language, g.gameCode),
      imageUrl: artUrl(g.art),
      defaultPlayType: g.defaultPlayType,
    }));
    const groupsOf = menuGroups.of(vendor.code);
    if (groupsOf && wire[0]) {
      // The in-house lottery: its engine's games by group, each launched through the vendor's lobby game.
      const lobby = wire[0];
      for (const group of await groupsOf(db, ctx.merchantId, ctx.language as Language)) {
        gameMenus.push({
          gameGroupCode: group.gameGroupCode,
          labelName: group.labelName,
          gameType: vendor.category,
          games: group.games.map((g) => ({ ...lobby, gameCode: g.gameCode, labelName: g.labelName })),
        });
      }
      continue;
    }
    gameMenus.push({
      gameGroupCode: vendor.code,
      labelName: pickName(vendor.names, ctx.language, vendor.name),
      gameType: vendor.category,
      games: wire,
    });
  }
  return { gameMenus };
}

import type { GameCategory } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { catalogueRepository, type GameFilter } from './catalogue.repository.ts';
import { favouritesRepository } from './favourites.repository.ts';
import { gamesErrors } from './games.errors.ts';
import { toWireGame } from './game-wire.ts';

type Ctx = { merchantId: number; language: string; memberId: number; places: number };

async function playableGame(db: DbOrTrx, merchantId: number, nodeId: number) {
  const game = await catalogueRepository.findGame(db, merchantId, nodeId);
  if (!game) throw gamesErrors.notFound();
  return game;
}

export async function favoriteIds(db: DbOrTrx, memberId: number) {
  return { favIds: await favouritesRepository.ids(db, memberId) };
}

/** The playable games among `ids`, in that order: a game no longer on offer drops out. */
async function playableInOrder(db: DbOrTrx, merchantId: number, ids: number[], filter: Omit<GameFilter, 'ids'>) {
  const { games } = await catalogueRepository.listGames(
    db,
    merchantId,
    { ids, ...filter },
    { offset: 0, limit: Math.max(ids.length, 1) },
  );
  const byId = new Map(games.map((g) => [g.id, g]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

/** One page of `rows` as both lists answer it. */
function pageOf<T>(rows: T[], query: { pageNo: number; pageSize: number }) {
  const start = (query.pageNo - 1) * query.pageSize;
  return {
    items: rows.slice(start, start + query.pageSize),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: rows.length,
    totalPages: Math.ceil(rows.length / query.pageSize),
  };
}

/** Favourites in the order they were added (newest first), only games still on offer. */
export async function favoriteGames(
  db: DbOrTrx,
  ctx: Ctx,
  query: { pageNo: number; pageSize: number; gameType?: GameCategory | undefined },
) {
  const ids = await favouritesRepository.ids(db, ctx.memberId);
  const filter = query.gameType ? { category: query.gameType } : {};
  const ordered = await playableInOrder(db, ctx.merchantId, ids, filter);
  const set = new Set(ids);
  const { items, ...page } = pageOf(ordered, query);
  return { content: items.map((g) => toWireGame(g, ctx.language, set, ctx.places)), ...page };
}

export async function addFavorite(db: DbOrTrx, ctx: Ctx, nodeId: number) {
  await playableGame(db, ctx.merchantId, nodeId);
  await favouritesRepository.add(db, ctx.memberId, nodeId);
  return { nodeId, isFavorite: true as const };
}

export async function removeFavorite(db: DbOrTrx, ctx: Ctx, nodeId: number) {
  await favouritesRepository.remove(db, ctx.memberId, nodeId);
  return { nodeId, isFavorite: false as const };
}

/** Games the member played lately, latest first, each with when. */
export async function recentGames(
  db: DbOrTrx,
  ctx: Ctx,
  query: { pageNo: number; pageSize: number; vassalage?: string | undefined },
) {
  const recent = await favouritesRepository.recent(db, ctx.memberId);
  const lastPlayed = new Map(recent.map((r) => [r.gameId, r.lastPlayed]));
  const filter = query.vassalage ? { vendorCode: query.vassalage } : {};
  const games = await playableInOrder(db, ctx.merchantId, [...lastPlayed.keys()], filter);
  const favourites = new Set(await favouritesRepository.ids(db, ctx.memberId));
  const rows = games.map((game) => ({
    ...toWireGame(game, ctx.language, favourites, ctx.places),
    lastPlayed: lastPlayed.get(game.id)!,
  }));
  const { items, ...page } = pageOf(rows, query);
  return { list: items, ...page };
}

import type { GameCategory } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { catalogueRepository } from './catalogue.repository.ts';
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

/** Favourites in the order they were added (newest first), only games still on offer. */
export async function favoriteGames(
  db: DbOrTrx,
  ctx: Ctx,
  query: { pageNo: number; pageSize: number; gameType?: GameCategory | undefined },
) {
  const ids = await favouritesRepository.ids(db, ctx.memberId);
  const { games } = await catalogueRepository.listGames(
    db,
    ctx.merchantId,
    { ids, ...(query.gameType ? { category: query.gameType } : {}) },
    { offset: 0, limit: Math.max(ids.length, 1) },
  );
  const byId = new Map(games.map((g) => [g.id, g]));
  const ordered = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
  const set = new Set(ids);
  const start = (query.pageNo - 1) * query.pageSize;
  return {
    content: ordered.slice(start, start + query.pageSize).map((g) => toWireGame(g, ctx.language, set, ctx.places)),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: ordered.length,
    totalPages: Math.ceil(ordered.length / query.pageSize),
  };
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

export async function recentGames(
  db: DbOrTrx,
  ctx: Ctx,
  query: { pageNo: number; pageSize: number; vassalage?: string | undefined },
) {
  const recent = await favouritesRepository.recent(db, ctx.memberId);
  const { games } = await catalogueRepository.listGames(
    db,
    ctx.merchantId,
    { ids: recent.map((r) => r.gameId), ...(query.vassalage ? { vendorCode: query.vassalage } : {}) },
    { offset: 0, limit: Math.max(recent.length, 1) },
  );
  const byId = new Map(games.map((g) => [g.id, g]));
  const favourites = new Set(await favouritesRepository.ids(db, ctx.memberId));
  const rows = recent.flatMap((r) => {
    const game = byId.get(r.gameId);
    return game ? [{ ...toWireGame(game, ctx.language, favourites, ctx.places), lastPlayed: r.lastPlayed }] : [];
  });
  const start = (query.pageNo - 1) * query.pageSize;
  return {
    list: rows.slice(start, start + query.pageSize),
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    total: rows.length,
    totalPages: Math.ceil(rows.length / query.pageSize),
  };
}

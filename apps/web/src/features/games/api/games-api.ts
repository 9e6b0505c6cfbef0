import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  addFavoriteGame,
  getBetRecord,
  getProfitLoss,
  getFavoriteGames,
  getFavoriteGamesList,
  getGameList,
  getRoomList,
  getVassGameType,
  launchGame,
  removeFavoriteGame,
  GAME_LIST_PAGE_SIZE,
  LOTTERY_VENDOR,
  prizeModeSchema,
  type GameCategory,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';
import { GAMES_MODULE_ID, gamesKeys, type BetFilter, type LobbyFilter, type ProfitLossFilter } from './keys';

/*
 * The lobby and member calls, checked against their contracts (this file loads with the lobby
 * pages, the popup and the member centre, never with the home route).
 */
const CLIENT = { clientType: 3, platform: 'flash,html5-desktop' } as const;

export const gameListQuery = (language: string, token: string, filter: LobbyFilter) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.list(language, token, filter),
    queryFn: ({ pageParam, signal }) =>
      apiValue(getGameList, {
        moduleId: GAMES_MODULE_ID,
        query: { ...CLIENT, language, pageNo: pageParam, pageSize: GAME_LIST_PAGE_SIZE, ...filter },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
  });

export const classifyQuery = (language: string, gameType: GameCategory, vassalage: string | undefined) =>
  queryOptions({
    queryKey: gamesKeys.classify(language, gameType, vassalage),
    queryFn: ({ signal }) =>
      apiValue(getVassGameType, {
        moduleId: GAMES_MODULE_ID,
        query: { ...CLIENT, language, gameType, vassalage },
        signal,
      }),
    staleTime: 5 * 60_000,
  });

/** The game popup of a VASSALAGE entry: that vendor's games, page by page as the popup scrolls. */
export const popupGamesQuery = (language: string, vassalage: string) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.popup(language, vassalage),
    queryFn: ({ pageParam, signal }) =>
      apiValue(getGameList, {
        moduleId: GAMES_MODULE_ID,
        query: { ...CLIENT, language, vassalage, pageNo: pageParam, pageSize: GAME_LIST_PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPages ? last.pageNo + 1 : undefined),
    staleTime: 60_000,
  });

/** The rooms of a PVP game (GLS2_roomList); `online` changes, so it is asked afresh each time. */
export const roomsQuery = (token: string, nodeId: number) =>
  queryOptions({
    queryKey: gamesKeys.rooms(token, nodeId),
    queryFn: ({ signal }) => apiValue(getRoomList, { moduleId: GAMES_MODULE_ID, query: { ...CLIENT, nodeId }, signal }),
    staleTime: 0,
  });

export const favIdsQuery = (token: string) =>
  queryOptions({
    queryKey: gamesKeys.favIds(token),
    queryFn: ({ signal }) => apiValue(getFavoriteGamesList, { moduleId: GAMES_MODULE_ID, query: CLIENT, signal }),
    staleTime: 60_000,
  });

export const favouritesQuery = (token: string, language: string) =>
  queryOptions({
    queryKey: gamesKeys.favourites(token),
    queryFn: ({ signal }) =>
      apiValue(getFavoriteGames, { moduleId: GAMES_MODULE_ID, query: { ...CLIENT, language, pageSize: 100 }, signal }),
    staleTime: 0,
  });

export type FavouriteBody = { nodeId: number; vendor: string; gameType: GameCategory };
export const setFavouriteRequest = (body: FavouriteBody, on: boolean) =>
  apiValue(on ? addFavoriteGame : removeFavoriteGame, { moduleId: GAMES_MODULE_ID, body });

export type LaunchBody = { nodeId: number; gameId?: string; vassalage?: string; roomId?: string | undefined };
/**
 * Spec section 3: accountType 1, confirmTrans 0, launchMode GLS, platform html5-desktop, clientType 3.
 * The lottery vendor is the lottery lobby launch instead (section 3's lottery lobby query): launchMode
 * LOTT with the brand's prize mode, opening the lobby.
 */
export const launchRequest = (body: LaunchBody, language: string, prizeMode: string | undefined) =>
  apiValue(launchGame, {
    moduleId: GAMES_MODULE_ID,
    body: {
      ...body,
      accountType: 1,
      confirmTrans: 0,
      platform: 'html5-desktop',
      clientType: 3,
      language,
      backUrl: '/',
      ...(body.vassalage === LOTTERY_VENDOR
        ? { launchMode: 'LOTT', lottoView: 'lobby' as const, device: 'WEB', ...lotteryPrizeMode(prizeMode) }
        : { launchMode: 'GLS' }),
    },
  });

const lotteryPrizeMode = (mode: string | undefined) => {
  const parsed = prizeModeSchema.safeParse(mode);
  return parsed.success ? { lottoPrizeMode: parsed.data } : {};
};

export const BET_PAGE_SIZE = 10;
export const profitLossQuery = (token: string, filter: ProfitLossFilter) =>
  queryOptions({
    queryKey: gamesKeys.profitLoss(token, filter),
    queryFn: ({ signal }) =>
      apiValue(getProfitLoss, {
        moduleId: GAMES_MODULE_ID,
        query:
          filter.range === 'custom'
            ? { range: filter.range, startDate: filter.startDate, endDate: filter.endDate }
            : { range: filter.range },
        signal,
      }),
    staleTime: 0,
  });

export const betRecordQuery = (token: string, filter: BetFilter, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: gamesKeys.betPage(token, filter),
    queryFn: ({ signal }) =>
      apiValue(getBetRecord, {
        moduleId: GAMES_MODULE_ID,
        query: {
          pageNo: filter.pageNo,
          pageSize: BET_PAGE_SIZE,
          startDate: range.from,
          endDate: range.to,
          gameType: filter.gameType || undefined,
          vassalage: filter.vassalage || undefined,
          status: filter.status || undefined,
        },
        signal,
      }),
    staleTime: 0,
  });

/** The game a banner's game linkage names (`VENDOR:gameCode`), or null when the catalogue has no such game. */
export async function gameByCode(vassalage: string, gameCode: string, language: string) {
  const value = await apiValue(getGameList, {
    moduleId: GAMES_MODULE_ID,
    query: { ...CLIENT, language, vassalage, gameCode, pageSize: 1 },
  });
  return value.games[0] ?? null;
}

/** The lottery category launches its vendor directly: that vendor's first (lobby) game. */
export async function firstGameOf(vassalage: string, language: string) {
  const value = await apiValue(getGameList, {
    moduleId: GAMES_MODULE_ID,
    query: { ...CLIENT, language, vassalage, pageSize: 1 },
  });
  return value.games[0] ?? null;
}

import { queryOptions } from '@tanstack/react-query';
import type { getGameVendors, getHotGames, getRankList, getRecentGames } from '@arcadia/contracts';
import { apiCallLight, type ContractValue, type LightRoute } from '@/lib/api-client';
import { lightGetRoute } from '@/lib/json-shape';
import { ApiError, CLIENT_CODES } from '@/lib/api-error';
import { sessionStore } from '@/lib/session-store';
import { GAMES_MODULE_ID, gamesKeys } from './keys';
import SHAPES from './lobby-shapes.json';

/*
 * The calls of the first screens (side menu, home). Their answers are checked against shapes
 * generated from the zod contracts (lobby-shapes.json, kept in step by lobby-shapes.test.ts) with
 * the small checker of lib/json-shape, so the schema library stays off the home route.
 */
export type VendorsValue = NonNullable<ContractValue<typeof getGameVendors>>;
export type HotValue = NonNullable<ContractValue<typeof getHotGames>>;
export type RecentValue = NonNullable<ContractValue<typeof getRecentGames>>;
export type RankValue = NonNullable<ContractValue<typeof getRankList>>;
export type VendorCard = VendorsValue['categories'][number]['vendors'][number];
export type CategoryEntry = VendorsValue['categories'][number];
export type Lane = VendorsValue['lanes'][number];
export type RankRow = RankValue['list'][number];

export const LIGHT_ROUTES = {
  vendors: lightGetRoute<VendorsValue>('/wps/relay/GCSGAME_newGameVendor', SHAPES.vendors),
  hot: lightGetRoute<HotValue>('/wps/relay/GCSGAME_hotGamesV2', SHAPES.hot),
  recent: lightGetRoute<RecentValue>('/wps/relay/GCS_recentGame', SHAPES.recent),
  rank: lightGetRoute<RankValue>('/wps/relay/GCSGAME_getRankList', SHAPES.rank),
} as const;

async function value<T>(route: LightRoute<T>, query: Record<string, string | number>, signal: AbortSignal) {
  const result = await apiCallLight(route, { moduleId: GAMES_MODULE_ID, query, signal });
  if (result === null)
    throw new ApiError({ status: 200, code: CLIENT_CODES.invalidResponse, message: 'Empty response' });
  return result;
}

/** Spec constants: client type 3, platform 'flash,html5-desktop' (section 9). */
const CLIENT = { clientType: 3, platform: 'flash,html5-desktop' } as const;

type VendorCache = { language: string; at: number; value: VendorsValue };
const cachedVendors = (language: string): VendorCache | undefined => {
  const cached = sessionStore.get('gameVendor') as VendorCache | null;
  return cached?.language === language && cached.value ? cached : undefined;
};

/**
 * Categories and lanes. Kept in session storage (the spec's gameVendor key), so the side menu and
 * home draw them at once on the next page load while a fresh copy is fetched.
 */
export const vendorsQuery = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.vendors(language),
    queryFn: async ({ signal }) => {
      const result = await value(LIGHT_ROUTES.vendors, { ...CLIENT, platform: 'html5-desktop', language }, signal);
      sessionStore.set('gameVendor', { language, at: Date.now(), value: result } satisfies VendorCache);
      return result;
    },
    initialData: () => cachedVendors(language)?.value,
    initialDataUpdatedAt: () => cachedVendors(language)?.at,
    staleTime: 5 * 60_000,
  });

export const hotGamesQuery = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.hot(language),
    queryFn: ({ signal }) => value(LIGHT_ROUTES.hot, { ...CLIENT, isPlatform: 2, language, size: 18 }, signal),
    staleTime: 60_000,
  });

export const recentGamesQuery = (token: string, language: string) =>
  queryOptions({
    queryKey: gamesKeys.recent(token),
    queryFn: ({ signal }) => value(LIGHT_ROUTES.recent, { ...CLIENT, language, pageSize: 12 }, signal),
    staleTime: 0,
  });

export const rankQuery = (language: string) =>
  queryOptions({
    queryKey: gamesKeys.rank(language),
    queryFn: ({ signal }) => value(LIGHT_ROUTES.rank, { ...CLIENT, language, period: 'week', size: 10 }, signal),
    staleTime: 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import type { BannerGroup, getAnnouncements, getBanners } from '@arcadia/contracts';
import { apiCallLight, type ContractValue } from '@/lib/api-client';
import { lightGetRoute } from '@/lib/json-shape';
import SHAPES from './content-shapes.json';

/*
 * The content reads of the first screens (the banner slot, the popup check). Like the home lobby
 * reads, answers are checked against shapes generated from the zod contracts (content-shapes.json,
 * kept in step by content-shapes.test.ts), so the schema library stays off the home route.
 */
export type BannersValue = NonNullable<ContractValue<typeof getBanners>>;
export type Banner = BannersValue['list'][number];
export type NoticesValue = NonNullable<ContractValue<typeof getAnnouncements>>;
export type Notice = NoticesValue['list'][number];

export const CONTENT_MODULE_ID = 'content';

export const CONTENT_ROUTES = {
  banners: lightGetRoute<BannersValue>('/wps/system/banners', SHAPES.banners),
  notices: lightGetRoute<NoticesValue>('/wps/relay/MCSFE_getListAnnouncements', SHAPES.notices),
} as const;

export const contentKeys = {
  banners: (group: BannerGroup, language: string) => ['content', 'banners', group, language] as const,
  notices: (language: string, page: number) => ['content', 'notices', language, page] as const,
};

export const bannersQuery = (group: BannerGroup, language: string) =>
  queryOptions({
    queryKey: contentKeys.banners(group, language),
    queryFn: async ({ signal }) =>
      (await apiCallLight(CONTENT_ROUTES.banners, { moduleId: CONTENT_MODULE_ID, query: { groupName: group }, signal }))
        ?.list ?? [],
    staleTime: 5 * 60_000,
  });

/** The spec's announcement query: every type, platform W, execution B; nine a page (section 9). */
export const NOTICES_PER_PAGE = 9;
export const noticesQuery = (language: string, page: number) =>
  queryOptions({
    queryKey: contentKeys.notices(language, page),
    queryFn: async ({ signal }) => {
      const query = { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', pageNo: page, pageSize: NOTICES_PER_PAGE };
      const value = await apiCallLight(CONTENT_ROUTES.notices, { moduleId: CONTENT_MODULE_ID, query, signal });
      return (
        value ?? { list: [], total: 0, totalPages: 0, player: [], banners: [], popup: [], promotion: [], help: [] }
      );
    },
    staleTime: 60_000,
  });

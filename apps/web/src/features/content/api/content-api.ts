import { queryOptions } from '@tanstack/react-query';
import { getDomainRoute, getHelpCenter, putFeedback } from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';
import { CONTENT_MODULE_ID } from './light-content';

/** Reads and writes of the lazily loaded content areas (help centre, feedback, speed test). */
export const helpQuery = (language: string, query: { keyword?: string; slug?: string }) =>
  queryOptions({
    queryKey: ['content', 'help', language, query.keyword ?? '', query.slug ?? ''] as const,
    queryFn: async ({ signal }) =>
      (await apiCall(getHelpCenter, { moduleId: CONTENT_MODULE_ID, query, signal }))?.categories ?? [],
    staleTime: 5 * 60_000,
  });

export const domainRoutesQuery = queryOptions({
  queryKey: ['content', 'domainRoutes'] as const,
  queryFn: async ({ signal }) =>
    (await apiCall(getDomainRoute, { moduleId: CONTENT_MODULE_ID, signal }))?.domainList ?? [],
  staleTime: 5 * 60_000,
});

export function sendFeedback(body: { content: string; phone?: string }) {
  return apiCall(putFeedback, { moduleId: CONTENT_MODULE_ID, body });
}

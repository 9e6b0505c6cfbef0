import { queryOptions } from '@tanstack/react-query';
import { getDomainRoute } from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';
import { SYSTEM_MODULE_ID, systemKeys } from './keys';

/** GET /wps/system/domainRoute: the brand's alternative domains (for the speed test). */
export const domainRouteQueryOptions = queryOptions({
  queryKey: systemKeys.domainRoute(),
  queryFn: async ({ signal }) =>
    (await apiCall(getDomainRoute, { moduleId: SYSTEM_MODULE_ID, signal }))?.domainList ?? [],
});

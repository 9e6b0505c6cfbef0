import { queryOptions } from '@tanstack/react-query';
import { getWhitelabel } from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';
import { SYSTEM_MODULE_ID, systemKeys } from './keys';

/** GET /wps/system/whitelabel: the flag tree on its own (status already carries a copy). */
export const whitelabelQueryOptions = queryOptions({
  queryKey: systemKeys.whitelabel(),
  queryFn: async ({ signal }) => (await apiCall(getWhitelabel, { moduleId: SYSTEM_MODULE_ID, signal })) ?? [],
});

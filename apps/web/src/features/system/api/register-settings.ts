import { queryOptions } from '@tanstack/react-query';
import { getRegisterSettings } from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';
import { SYSTEM_MODULE_ID, systemKeys } from './keys';

/** GET /wps/system/setting/register: per-field rules for both registration types. */
export const registerSettingsQueryOptions = queryOptions({
  queryKey: systemKeys.registerSettings(),
  queryFn: async ({ signal }) => (await apiCall(getRegisterSettings, { moduleId: SYSTEM_MODULE_ID, signal })) ?? [],
});

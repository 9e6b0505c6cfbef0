import { queryOptions } from '@tanstack/react-query';
import { getRegisterSettings } from '@arcadia/contracts';
import { systemKeys } from './keys';
import { apiCall } from '@/lib/api-client';

/**
 * GET /wps/system/setting/register: per-field rules for both registration types. Lives with the
 * registration feature (its only reader) so the schema behind it loads with the form, not at boot.
 */
export const registerSettingsQueryOptions = queryOptions({
  queryKey: systemKeys.registerSettings(),
  queryFn: async ({ signal }) => (await apiCall(getRegisterSettings, { moduleId: 'register', signal })) ?? [],
});

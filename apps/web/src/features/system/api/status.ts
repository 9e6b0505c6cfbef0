import { queryOptions } from '@tanstack/react-query';
import { getStatus, statusValueSchema, type StatusValue } from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';
import { ApiError, CLIENT_CODES, isApiError } from '@/lib/api-error';
import { SYSTEM_MODULE_ID, systemKeys } from './keys';

/**
 * GET /wps/system/status, the first call at startup. A server may answer maintenance (503) or a
 * region block (403) with the full status value in the envelope; that still decides the view.
 */
export async function fetchStatus(signal?: AbortSignal): Promise<StatusValue> {
  try {
    const value = await apiCall(getStatus, { moduleId: SYSTEM_MODULE_ID, signal });
    if (!value) throw new ApiError({ status: 200, code: CLIENT_CODES.invalidResponse, message: 'Empty status' });
    return value;
  } catch (error) {
    if (isApiError(error)) {
      const parsed = statusValueSchema.safeParse(error.value);
      if (parsed.success) return parsed.data;
    }
    throw error;
  }
}

export const statusQueryOptions = queryOptions({
  queryKey: systemKeys.status(),
  queryFn: ({ signal }) => fetchStatus(signal),
  // The gate decides the whole site from this answer; refresh only when asked (retry button).
  staleTime: Infinity,
  retry: false,
});

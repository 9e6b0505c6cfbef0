import { queryOptions } from '@tanstack/react-query';
import { STATUS_PATH, type StatusValue } from '@arcadia/contracts';
import { apiCallUnchecked, type UncheckedRoute } from '@/lib/api-client';
import { ApiError, CLIENT_CODES, isApiError } from '@/lib/api-error';
import { SYSTEM_MODULE_ID, systemKeys } from './keys';

/**
 * GET /wps/system/status, the first call at startup. A server may answer maintenance (503) or a
 * region block (403) with the full status value in the envelope; that still decides the view.
 */
const STATUS_ROUTE: UncheckedRoute<StatusValue> = { method: 'GET', path: STATUS_PATH };

/** Enough to tell a status value carried in an error envelope from any other value. */
function looksLikeStatus(value: unknown): value is StatusValue {
  const v = value as Partial<StatusValue> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.status === 'number' &&
    typeof v.info === 'object' &&
    typeof v.location === 'object'
  );
}

export async function fetchStatus(signal?: AbortSignal): Promise<StatusValue> {
  try {
    const value = await apiCallUnchecked(STATUS_ROUTE, { moduleId: SYSTEM_MODULE_ID, signal });
    if (!value) throw new ApiError({ status: 200, code: CLIENT_CODES.invalidResponse, message: 'Empty status' });
    return value;
  } catch (error) {
    if (isApiError(error)) {
      if (looksLikeStatus(error.value)) return error.value;
    }
    throw error;
  }
}

/**
 * The server embeds this visitor's status in the page it sends (#boot-status), so the first
 * render needs no round trip; taken once, later reads (the retry button) go to the network.
 */
export function takeBootStatus(): StatusValue | undefined {
  const element = document.getElementById('boot-status');
  if (!element) return undefined;
  element.remove();
  try {
    const value: unknown = JSON.parse(element.textContent ?? '');
    return looksLikeStatus(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export const statusQueryOptions = queryOptions({
  queryKey: systemKeys.status(),
  queryFn: ({ signal }) => fetchStatus(signal),
  initialData: takeBootStatus,
  // The gate decides the whole site from this answer; refresh only when asked (retry button).
  staleTime: Infinity,
  retry: false,
});

import { queryOptions, type QueryKey } from '@tanstack/react-query';
import type { CallOptions, Contract } from './api-client';
import { apiValue } from './api-value';

/** How long a read stays fresh and how often it is polled. */
export type ReadTiming = { staleTime?: number; refetchInterval?: number };

/**
 * The query of a contract read that always carries a value (apiValue): its cache key, the call
 * (module id, query, params; the query's abort signal is added) and its timing. The one shape of
 * the feature APIs' plain reads; a read with more (select, a computed refetch) writes queryOptions.
 */
export function valueQuery<C extends Contract, K extends QueryKey>(
  queryKey: K,
  contract: C,
  call: Omit<CallOptions, 'signal'>,
  timing: ReadTiming = {},
) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => apiValue(contract, { ...call, signal }), ...timing });
}

import { apiCall, type CallOptions, type Contract, type ContractValue } from './api-client';
import { ApiError, CLIENT_CODES } from './api-error';

/**
 * apiCall for calls whose success always carries a value (lists, balances, created records): a
 * successful envelope with `value: null` is treated as an invalid answer, so callers get T, not T | null.
 */
export async function apiValue<C extends Contract>(
  contract: C,
  options: CallOptions,
): Promise<NonNullable<ContractValue<C>>> {
  const value = await apiCall(contract, options);
  if (value === null || value === undefined) {
    throw new ApiError({ status: 200, code: CLIENT_CODES.invalidResponse, message: 'Empty response' });
  }
  return value;
}

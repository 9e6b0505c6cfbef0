import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  getConsolidatedFunds,
  getMemberInfo,
  getMerchantWallet,
  getTransactionRecord,
  getWalletBalance,
  setPaymentPassword,
  transferUpline,
  walletTransfer,
  type TransactionType,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';

export const WALLET_MODULE_ID = 'wallet';
/** The header polls the balance while the page is visible. */
export const BALANCE_POLL_MS = 30_000;

export type RecordFilter = { startDate: string; endDate: string; type: TransactionType | ''; pageNo: number };

/** Keyed by token: a new login never sees the previous member's money. */
export const walletKeys = {
  all: ['wallet'] as const,
  balance: (token: string) => [...walletKeys.all, token, 'balance'] as const,
  wallets: (token: string) => [...walletKeys.all, token, 'wallets'] as const,
  funds: (token: string) => [...walletKeys.all, token, 'funds'] as const,
  records: (token: string) => [...walletKeys.all, token, 'records'] as const,
  member: (token: string) => [...walletKeys.all, token, 'member'] as const,
  record: (token: string, filter: RecordFilter) => [...walletKeys.records(token), filter] as const,
};

/** After any money action: balance, wallets, funds and the account record are stale. */
export function refreshWallet(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: walletKeys.all });
}

export const balanceQuery = (token: string) =>
  queryOptions({
    queryKey: walletKeys.balance(token),
    queryFn: ({ signal }) => apiValue(getWalletBalance, { moduleId: WALLET_MODULE_ID, signal }),
    staleTime: 10_000,
    refetchInterval: BALANCE_POLL_MS,
  });

export const walletsQuery = (token: string) =>
  queryOptions({
    queryKey: walletKeys.wallets(token),
    queryFn: ({ signal }) =>
      apiValue(getMerchantWallet, { moduleId: WALLET_MODULE_ID, query: { isSingle: '0' }, signal }),
    staleTime: 0,
  });

export const fundsQuery = (token: string) =>
  queryOptions({
    queryKey: walletKeys.funds(token),
    queryFn: ({ signal }) => apiValue(getConsolidatedFunds, { moduleId: WALLET_MODULE_ID, signal }),
    staleTime: 0,
  });

/**
 * The member as the money pages see it (has a payment password? an upline?). Kept under the
 * wallet's keys, so setting the payment password refreshes it with the rest of the wallet.
 */
export const walletMemberQuery = (token: string) =>
  queryOptions({
    queryKey: walletKeys.member(token),
    queryFn: ({ signal }) => apiValue(getMemberInfo, { moduleId: WALLET_MODULE_ID, signal }),
    staleTime: 60_000,
  });

export const RECORD_PAGE_SIZE = 10;

export const recordQuery = (token: string, filter: RecordFilter, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: walletKeys.record(token, filter),
    queryFn: ({ signal }) =>
      apiValue(getTransactionRecord, {
        moduleId: WALLET_MODULE_ID,
        query: {
          pageNo: filter.pageNo,
          pageSize: RECORD_PAGE_SIZE,
          startDate: range.from,
          endDate: range.to,
          type: filter.type || undefined,
        },
        signal,
      }),
    staleTime: 0,
  });

export type TransferBody = { vendor: string; direction: 'in' | 'out'; amount?: string; clientKey: string };
export const transferRequest = (body: TransferBody) => apiValue(walletTransfer, { moduleId: WALLET_MODULE_ID, body });

export const transferUplineRequest = (body: { amount: string; paymentPassword: string; clientKey: string }) =>
  apiValue(transferUpline, { moduleId: WALLET_MODULE_ID, body, encrypted: true });

export const setPaymentPasswordRequest = (body: {
  loginPassword?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
}) => apiValue(setPaymentPassword, { moduleId: WALLET_MODULE_ID, body, encrypted: true });

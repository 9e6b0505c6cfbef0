import { queryOptions } from '@tanstack/react-query';
import {
  getMerchantWallet,
  getTransactionRecord,
  getWalletBalance,
  transferUpline,
  walletTransfer,
  type TransactionType,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';
import { WALLET_MODULE_ID, walletKeys } from '@/lib/wallet/wallet-queries';

/** The header polls the balance while the page is visible. */
export const BALANCE_POLL_MS = 30_000;

export type RecordFilter = { startDate: string; endDate: string; type: TransactionType | ''; pageNo: number };
const recordKey = (token: string, filter: RecordFilter) => [...walletKeys.records(token), filter] as const;

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

export const RECORD_PAGE_SIZE = 10;

export const recordQuery = (token: string, filter: RecordFilter, range: { from: string; to: string }) =>
  queryOptions({
    queryKey: recordKey(token, filter),
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

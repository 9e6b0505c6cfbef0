import { getTransactionRecord, getWalletBalance, transferUpline, type TransactionType } from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';
import { WALLET_MODULE_ID, walletKeys } from '@/lib/wallet/wallet-queries';

/** The header polls the balance while the page is visible. */
export const BALANCE_POLL_MS = 30_000;

export type RecordFilter = { startDate: string; endDate: string; type: TransactionType | ''; pageNo: number };
const WALLET = { moduleId: WALLET_MODULE_ID };
const recordKey = (token: string, filter: RecordFilter) => [...walletKeys.records(token), filter] as const;

export const balanceQuery = (token: string) =>
  valueQuery(walletKeys.balance(token), getWalletBalance, WALLET, {
    staleTime: 10_000,
    refetchInterval: BALANCE_POLL_MS,
  });

export { walletsQuery } from '@/lib/wallet/wallet-queries';

export const RECORD_PAGE_SIZE = 10;

export const recordQuery = (token: string, filter: RecordFilter, range: { from: string; to: string }) =>
  valueQuery(
    recordKey(token, filter),
    getTransactionRecord,
    {
      ...WALLET,
      query: {
        pageNo: filter.pageNo,
        pageSize: RECORD_PAGE_SIZE,
        startDate: range.from,
        endDate: range.to,
        type: filter.type || undefined,
      },
    },
    { staleTime: 0 },
  );

export { transferRequest, type TransferBody } from '@/lib/wallet/wallet-queries';

export const transferUplineRequest = (body: { amount: string; paymentPassword: string; clientKey: string }) =>
  apiValue(transferUpline, { moduleId: WALLET_MODULE_ID, body, encrypted: true });

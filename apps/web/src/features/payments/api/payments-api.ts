import { queryOptions } from '@tanstack/react-query';
import {
  addPayoutAccount,
  confirmWithdrawal,
  createDeposit,
  createWithdrawal,
  getDeposit,
  getWithdrawalSettings,
  listDeposits,
  listPaymentChannels,
  listPayoutAccounts,
  listWithdrawals,
  removePayoutAccount,
  reportWithdrawalNotReceived,
} from '@arcadia/contracts';
import { apiValue } from '@/lib/api-value';
import { valueQuery } from '@/lib/value-query';

export const PAYMENTS_MODULE_ID = 'payments';
export const LIST_PAGE_SIZE = 5;

export const paymentKeys = {
  all: ['payments'] as const,
  channels: (token: string) => [...paymentKeys.all, token, 'channels'] as const,
  deposits: (token: string) => [...paymentKeys.all, token, 'deposits'] as const,
  depositPage: (token: string, pageNo: number) => [...paymentKeys.deposits(token), 'page', pageNo] as const,
  deposit: (token: string, id: string) => [...paymentKeys.deposits(token), 'one', id] as const,
  settings: (token: string) => [...paymentKeys.all, token, 'withdrawal-settings'] as const,
  payouts: (token: string) => [...paymentKeys.all, token, 'payout-accounts'] as const,
  withdrawals: (token: string) => [...paymentKeys.all, token, 'withdrawals'] as const,
  withdrawalPage: (token: string, pageNo: number) => [...paymentKeys.withdrawals(token), pageNo] as const,
};

const PAYMENTS = { moduleId: PAYMENTS_MODULE_ID };
const listPage = (pageNo: number) => ({ ...PAYMENTS, query: { pageNo, pageSize: LIST_PAGE_SIZE } });

export const channelsQuery = (token: string) =>
  valueQuery(paymentKeys.channels(token), listPaymentChannels, PAYMENTS, { staleTime: 5 * 60_000 });

export const depositsQuery = (token: string, pageNo: number) =>
  valueQuery(paymentKeys.depositPage(token, pageNo), listDeposits, listPage(pageNo), { staleTime: 0 });

/** One deposit, polled while the gateway has not reported (every 3 s). */
export const depositQuery = (token: string, id: string) =>
  queryOptions({
    queryKey: paymentKeys.deposit(token, id),
    queryFn: ({ signal }) => apiValue(getDeposit, { moduleId: PAYMENTS_MODULE_ID, params: { id }, signal }),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'pending' ? false : 3_000),
    staleTime: 0,
  });

export const withdrawalSettingsQuery = (token: string) =>
  valueQuery(paymentKeys.settings(token), getWithdrawalSettings, PAYMENTS, { staleTime: 5 * 60_000 });

export const payoutAccountsQuery = (token: string) =>
  valueQuery(paymentKeys.payouts(token), listPayoutAccounts, PAYMENTS);

export const withdrawalsQuery = (token: string, pageNo: number) =>
  valueQuery(paymentKeys.withdrawalPage(token, pageNo), listWithdrawals, listPage(pageNo), { staleTime: 0 });

export const createDepositRequest = (body: { channel: string; amount: string; clientKey: string }) =>
  apiValue(createDeposit, { moduleId: PAYMENTS_MODULE_ID, body });

export const addPayoutAccountRequest = (body: {
  type: 'bank' | 'ewallet';
  holderName: string;
  providerName: string;
  accountNumber: string;
}) => apiValue(addPayoutAccount, { moduleId: PAYMENTS_MODULE_ID, body });

export const removePayoutAccountRequest = (id: string) =>
  apiValue(removePayoutAccount, { moduleId: PAYMENTS_MODULE_ID, params: { id } });

export const createWithdrawalRequest = (body: {
  payoutAccountId: string;
  amount: string;
  paymentPassword: string;
  clientKey: string;
  /** Confirms that a bonus still being wagered is forfeited (asked after promotions.bonus_forfeit_warning). */
  forfeitBonus?: boolean;
}) => apiValue(createWithdrawal, { moduleId: PAYMENTS_MODULE_ID, body, encrypted: true });

export const confirmWithdrawalRequest = (
  id: string,
  body: { outcome: 'received' } | { outcome: 'partly_received'; receivedAmount: string },
) => apiValue(confirmWithdrawal, { moduleId: PAYMENTS_MODULE_ID, params: { id }, body });

/** The proof image is the body itself (image/png or image/jpeg), not JSON. */
export const reportNotReceivedRequest = (id: string, image: Blob) =>
  apiValue(reportWithdrawalNotReceived, { moduleId: PAYMENTS_MODULE_ID, params: { id }, body: image });

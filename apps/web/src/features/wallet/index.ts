import { loadMoneyTexts } from '@/i18n/money-texts';

/*
 * Public surface of the wallet feature: loaders for the header widget and the pages, each its own
 * chunk with the money texts. What the other money pages share (wallet reads, the payment password
 * form) lives in lib/wallet and components/money.
 */
const withTexts =
  <T>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadMoneyTexts()]))[0];

export const loadHeaderWallet = withTexts(() => import('./components/header-wallet'));
export const loadTransferFundPage = withTexts(() => import('./components/transfer-fund-page'));
export const loadTransactionHistoryPage = withTexts(() => import('./components/transaction-history-page'));
export const loadTransferUplinePage = withTexts(() => import('./components/transfer-upline-page'));
export { balanceQuery } from './api/wallet-api';

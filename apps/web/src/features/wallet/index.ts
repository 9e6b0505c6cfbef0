import { loadMoneyTexts } from '@/i18n/money-texts';
import { withTexts } from '@/i18n/lazy-texts';

/*
 * Public surface of the wallet feature: loaders for the header widget and the pages, each its own
 * chunk with the money texts. What the other money pages share (wallet reads, the payment password
 * form) lives in lib/wallet and components/money.
 */
export const loadHeaderWallet = withTexts(loadMoneyTexts, () => import('./components/header-wallet'));
export const loadTransferFundPage = withTexts(loadMoneyTexts, () => import('./components/transfer-fund-page'));
export const loadTransactionHistoryPage = withTexts(
  loadMoneyTexts,
  () => import('./components/transaction-history-page'),
);
export const loadTransferUplinePage = withTexts(loadMoneyTexts, () => import('./components/transfer-upline-page'));
export { balanceQuery } from './api/wallet-api';

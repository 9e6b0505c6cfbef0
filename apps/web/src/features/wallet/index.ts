import { lazy } from 'react';
import { loadMoneyTexts } from '@/i18n/money-texts';

/*
 * Public surface of the wallet feature: loaders for the header widget and the pages (each its own
 * chunk, with the money texts), and what the payments and member-centre pages share.
 */
const withTexts =
  <T>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadMoneyTexts()]))[0];

export const loadHeaderWallet = withTexts(() => import('./components/header-wallet'));
export const loadTransferFundPage = withTexts(() => import('./components/transfer-fund-page'));
export const loadTransactionHistoryPage = withTexts(() => import('./components/transaction-history-page'));
export const loadTransferUplinePage = withTexts(() => import('./components/transfer-upline-page'));
/** The set/change payment password form (withdraw and account pages); its own chunk, shown under their Suspense. */
export const PaymentPasswordForm = lazy(async () => ({
  default: (await import('./components/payment-password-form')).PaymentPasswordForm,
}));
export { walletKeys, refreshWallet, balanceQuery, fundsQuery, walletMemberQuery } from './api/wallet-api';

import { withMoneyTexts } from '@/i18n/money-texts';

/*
 * Public surface of the wallet feature: loaders for the header widget and the pages, each its own
 * chunk with the money texts. What the other money pages share (wallet reads, the payment password
 * form) lives in lib/wallet and components/money.
 */
export const loadHeaderWallet = withMoneyTexts(() => import('./components/header-wallet'));
export const loadTransferFundPage = withMoneyTexts(() => import('./components/transfer-fund-page'));
export const loadTransactionHistoryPage = withMoneyTexts(() => import('./components/transaction-history-page'));
export const loadTransferUplinePage = withMoneyTexts(() => import('./components/transfer-upline-page'));
export { balanceQuery } from './api/wallet-api';

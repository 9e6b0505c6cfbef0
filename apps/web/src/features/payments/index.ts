import { loadMoneyTexts } from '@/i18n/money-texts';
import { withTexts } from '@/i18n/lazy-texts';

/* Public surface of the payments feature: its pages, each its own chunk, with the money texts. */
export const loadDepositPage = withTexts(loadMoneyTexts, () => import('./components/deposit-page'));
export const loadWithdrawPage = withTexts(loadMoneyTexts, () => import('./components/withdraw-page'));
export { paymentKeys } from './api/payments-api';

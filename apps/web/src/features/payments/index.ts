import { withMoneyTexts } from '@/i18n/money-texts';

/* Public surface of the payments feature: its pages, each its own chunk, with the money texts. */
export const loadDepositPage = withMoneyTexts(() => import('./components/deposit-page'));
export const loadWithdrawPage = withMoneyTexts(() => import('./components/withdraw-page'));
export { paymentKeys } from './api/payments-api';

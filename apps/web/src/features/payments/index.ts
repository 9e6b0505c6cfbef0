import { loadMoneyTexts } from '@/i18n/money-texts';

/* Public surface of the payments feature: its pages, each its own chunk, with the money texts. */
const withTexts =
  <T>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadMoneyTexts()]))[0];

export const loadDepositPage = withTexts(() => import('./components/deposit-page'));
export const loadWithdrawPage = withTexts(() => import('./components/withdraw-page'));
export { paymentKeys } from './api/payments-api';

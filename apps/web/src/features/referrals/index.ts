import { loadMoneyTexts } from '@/i18n/money-texts';
import { loadReferralTexts } from '@/i18n/referral-texts';

/*
 * Public surface of referrals: the member centre's invite-friends page, its own chunk loaded with
 * the referral texts (and the money texts, which hold the error messages and the copy button's).
 */
export const loadReferralPage = async () =>
  (await Promise.all([import('./components/referral-page'), loadReferralTexts(), loadMoneyTexts()]))[0];

import { loadMoneyTexts } from '@/i18n/money-texts';
import { loadRewardTexts } from '@/i18n/reward-texts';

/*
 * Public surface of the reward centre: the member centre's rewardCenter page, its own chunk loaded
 * with its texts (and the money texts, which hold the error messages and the game category names).
 */
export const loadRewardCentrePage = async () =>
  (await Promise.all([import('./components/reward-centre-page'), loadRewardTexts(), loadMoneyTexts()]))[0];

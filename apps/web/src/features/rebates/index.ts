import { loadMoneyTexts } from '@/i18n/money-texts';
import { loadRebateTexts } from '@/i18n/rebate-texts';

/*
 * Public surface of rebates: the member centre's rebate promotion page (manualRebate), its own
 * chunk loaded with its texts (and the money texts, which hold the error messages and the game
 * category names).
 */
const loadTexts = () => Promise.all([loadRebateTexts(), loadMoneyTexts()]).then(() => undefined);

export const loadRebatePage = async () => (await Promise.all([import('./components/rebate-page'), loadTexts()]))[0];

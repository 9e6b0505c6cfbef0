import { loadMoneyTexts } from '@/i18n/money-texts';
import { withTexts } from '@/i18n/lazy-texts';

/* Public surface of VIP: the player rank page, its own chunk, with the money texts it is written in. */
export const loadVipPage = withTexts(loadMoneyTexts, () => import('./components/vip-page'));

import { loadMoneyTexts } from '@/i18n/money-texts';
import { loadPromotionTexts } from '@/i18n/promotion-texts';

/*
 * Public surface of promotions: the /promotions and /promoDetail pages and the member centre's
 * bonus details, each its own chunk loaded with the promotions texts (and the money texts, which
 * hold the error messages).
 */
const loadTexts = () => Promise.all([loadPromotionTexts(), loadMoneyTexts()]).then(() => undefined);
const withTexts =
  <T>(chunk: () => Promise<T>) =>
  async () =>
    (await Promise.all([chunk(), loadTexts()]))[0];

export const loadPromotionsPage = withTexts(() => import('./components/promotions-page'));
export const loadPromoDetailPage = withTexts(() => import('./components/promo-detail-page'));
export const loadBonusDetailsPage = withTexts(() => import('./components/bonus-details-page'));
/** The registration screen's new_player carousel (spec accounts.md), composed by the register route. */
export const loadNewPlayerCarousel = withTexts(() => import('./components/new-player-carousel'));

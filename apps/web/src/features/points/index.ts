import { loadMoneyTexts } from '@/i18n/money-texts';
import { loadPointsTexts } from '@/i18n/points-texts';
import { withTexts } from '@/i18n/lazy-texts';

/* Public surface of the points mall: the /pointMall page, its own chunk, with the money and points texts. */
export const loadPointMallPage = withTexts(
  () => Promise.all([loadMoneyTexts(), loadPointsTexts()]).then(() => undefined),
  () => import('./components/point-mall-page'),
);

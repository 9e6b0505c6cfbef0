import { loadMoneyTexts } from '@/i18n/money-texts';
import { withTexts } from '@/i18n/lazy-texts';

/* Public surface of responsible gaming: the member centre's page, its own chunk, with the money texts. */
export const loadResponsibleGamingPage = withTexts(
  loadMoneyTexts,
  () => import('./components/responsible-gaming-page'),
);

/** The reality check during play, mounted by the frame for signed-in real-money members. */
export const loadRealityCheck = withTexts(loadMoneyTexts, () => import('./components/reality-check-watcher'));

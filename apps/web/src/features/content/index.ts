import { loadContentTexts } from '@/i18n/content-texts';

/*
 * Public surface of the content feature. The banner slot and the popup trigger are small and on
 * the first load (imported directly by the shell); everything else is a lazy chunk that brings
 * the content texts with it.
 */
const withTexts =
  <T>(load: () => Promise<T>) =>
  async () =>
    (await Promise.all([load(), loadContentTexts()]))[0];

export const loadNoticesModal = withTexts(() => import('./components/notices-modal'));
export const loadSpeedTestModal = withTexts(() => import('./components/speed-test-modal'));
export const loadHelpDialogModal = withTexts(async () => ({
  default: (await import('./components/content-modals')).HelpDialogModal,
}));
export const loadAppDownloadModal = withTexts(async () => ({
  default: (await import('./components/content-modals')).AppDownloadModal,
}));
export const loadContentPages = withTexts(() => import('./components/content-pages'));

// First-load parts: the banner slot (its carousel library loads later, on first need) and the
// popup-announcement check.
export { BannerSlot } from './components/banner-slot';
export { NoticePopupTrigger } from './components/notice-popup-trigger';
export const loadAppQrCodes = () => import('./components/app-qr-codes');

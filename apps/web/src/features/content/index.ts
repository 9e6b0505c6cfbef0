import { loadContentTexts } from '@/i18n/content-texts';
import { withTexts } from '@/i18n/lazy-texts';

/*
 * Public surface of the content feature. The banner slot and the popup trigger are small and on
 * the first load (imported directly by the shell); everything else is a lazy chunk that brings
 * the content texts with it.
 */
export const loadNoticesModal = withTexts(loadContentTexts, () => import('./components/notices-modal'));
export const loadNoticePopupModal = () => import('./components/notice-popup');
export const loadSpeedTestModal = withTexts(loadContentTexts, () => import('./components/speed-test-modal'));
export const loadHelpDialogModal = withTexts(loadContentTexts, async () => ({
  default: (await import('./components/content-modals')).HelpDialogModal,
}));
export const loadAppDownloadModal = withTexts(loadContentTexts, async () => ({
  default: (await import('./components/content-modals')).AppDownloadModal,
}));
export const loadContentPages = withTexts(loadContentTexts, () => import('./components/content-pages'));

// First-load parts: the banner slot (its carousel library loads later, on first need) and the
// popup-announcement check.
export { BannerSlot } from './components/banner-slot';
export { NoticePopupTrigger } from './components/notice-popup-trigger';
export const loadAppQrCodes = () => import('./components/app-qr-codes');

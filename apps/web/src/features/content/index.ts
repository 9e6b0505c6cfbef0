import { withContentTexts } from '@/i18n/content-texts';

/*
 * Public surface of the content feature. The banner slot and the popup trigger are small and on
 * the first load (imported directly by the shell); everything else is a lazy chunk that brings
 * the content texts with it.
 */
export const loadNoticesModal = withContentTexts(() => import('./components/notices-modal'));
export const loadSpeedTestModal = withContentTexts(() => import('./components/speed-test-modal'));
export const loadHelpDialogModal = withContentTexts(async () => ({
  default: (await import('./components/content-modals')).HelpDialogModal,
}));
export const loadAppDownloadModal = withContentTexts(async () => ({
  default: (await import('./components/content-modals')).AppDownloadModal,
}));
export const loadContentPages = withContentTexts(() => import('./components/content-pages'));

// First-load parts: the banner slot (its carousel library loads later, on first need) and the
// popup-announcement check.
export { BannerSlot } from './components/banner-slot';
export { NoticePopupTrigger } from './components/notice-popup-trigger';
export const loadAppQrCodes = () => import('./components/app-qr-codes');

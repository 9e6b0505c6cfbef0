import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { initI18n } from '@/i18n';
import moneyPt from '@/i18n/locales/money/pt.json';
import gamesPt from '@/i18n/locales/games/pt.json';
import fairPt from '@/i18n/locales/fair/pt.json';
import contractsPt from '@/i18n/locales/contracts/pt.json';
import pointsPt from '@/i18n/locales/points/pt.json';
import promotionsPt from '@/i18n/locales/promotions/pt.json';
import { resetPage } from './reset-page';

// The money and game areas' texts load with those areas in the app; tests render their components directly.
initI18n().addResourceBundle('pt', 'translation', moneyPt, true, true);
initI18n().addResourceBundle('pt', 'translation', gamesPt, true, true);
initI18n().addResourceBundle('pt', 'translation', fairPt, true, true);
initI18n().addResourceBundle('pt', 'translation', contractsPt, true, true);
initI18n().addResourceBundle('pt', 'translation', pointsPt, true, true);
initI18n().addResourceBundle('pt', 'translation', promotionsPt, true, true);

// Lazy modals load their chunk through the real module graph, and requests go through the real
// client (encryption included): on a busy machine that can take longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no layout: the modal's scroll restore calls scrollTo, which jsdom only complains about.
window.scrollTo = () => {};

// jsdom has <dialog> but not showModal/close: the modal wrapper's dialog opens in place here
// (the top layer and the inert page are the browser's; the journeys cover them).
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// One module graph and one jsdom window serve every file of a worker: each test starts from a
// fresh page (reset-page.ts says what that covers). Testing Library's cleanup unmounts first.
afterEach(async () => {
  cleanup();
  await resetPage();
});

// Globals a file replaced for all its tests (a beforeAll stub, user-event's clipboard) go with the
// file; vitest itself restores the file's spies (vi.restoreAllMocks) before the next file.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(window.navigator, 'clipboard');
});

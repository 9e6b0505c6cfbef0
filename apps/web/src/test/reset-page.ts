import { vi } from 'vitest';
import { DEFAULT_LANGUAGE, i18n } from '@/i18n';
import { setApiLanguage } from '@/lib/api-client';
import { deleteCookie } from '@/lib/cookies';
import { resetStoresForTests } from '@/lib/create-store';
import { setEncryptionKey } from '@/lib/crypto';
import { forgetDeviceIdForTests } from '@/lib/device-id';
import { setBrandCurrency } from '@/lib/money';
import { setNavigator } from '@/lib/navigation';
import { resetScrollLockForTests } from '@/lib/scroll-lock';
import { sessionStore } from '@/lib/session-store';
// The games feature's page-life CDN choice has no public reset: only this setup may reach it.
// eslint-disable-next-line no-restricted-imports
import { resetCdnChoice } from '@/features/games/utils/cdn';

/*
 * The page tests share one module graph per worker (and one jsdom window), so what a test leaves in
 * a module or on the page would meet the next test, in this file or another. After every test
 * (after Testing Library's cleanup has unmounted what it rendered) the page and the app's
 * module-level state go back to what a fresh page load finds. Left alone, because they only
 * remember what a pure function gave for the same input: the number and date formats per language
 * (lib/money.ts, lib/date-format.ts), the fairness check's last chain walk (features/fairness), the
 * text bundles already loaded into i18n, the lazy chunks already loaded, and the test network's
 * RSA key (test/fake-network.ts, made once on purpose).
 */

/** The module-level state the app sets while it runs: the status gate's facts, the stores, the router. */
async function resetAppModules(): Promise<void> {
  resetStoresForTests(); // the modal stack, the layout's drawer and mini menu, the chat panel
  resetScrollLockForTests();
  setNavigator(null);
  forgetDeviceIdForTests();
  resetCdnChoice();
  // What the status gate hands over: the RSA key, the currency's places (2, the module's default),
  // the brand keys written back after a logout, the language.
  setEncryptionKey(null);
  setBrandCurrency('USD');
  sessionStore.setMerchantDefaults({});
  setApiLanguage(DEFAULT_LANGUAGE);
  if (i18n.language !== DEFAULT_LANGUAGE) await i18n.changeLanguage(DEFAULT_LANGUAGE);
}

/** The browser's side: the document, the address, storage and cookies, the clock. */
function resetBrowser(): void {
  vi.useRealTimers();
  window.sessionStorage.clear();
  window.localStorage.clear();
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]!.trim();
    if (name) deleteCookie(decodeURIComponent(name));
  }
  window.history.replaceState(null, '', '/');
  document.title = '';
  // <html lang data-theme>, the scroll lock's body style, and anything rendered outside the test's container.
  for (const element of [document.documentElement, document.body]) {
    for (const { name } of [...element.attributes]) element.removeAttribute(name);
  }
  document.head.replaceChildren();
  document.body.replaceChildren();
}

export async function resetPage(): Promise<void> {
  await resetAppModules();
  resetBrowser();
}

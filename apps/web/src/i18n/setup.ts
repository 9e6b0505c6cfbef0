import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@arcadia/contracts';
import { setApiLanguage } from '@/lib/api-client';
import { localStore } from '@/lib/session-store';
import pt from './locales/pt.json';
import { DEFAULT_LANGUAGE, resolveLanguage } from './languages';

export type Dictionary = typeof pt;

// Portuguese is the default and ships with the app; the others load on demand as their own chunks.
const loaders = import.meta.glob<{ default: Dictionary }>(['./locales/*.json', '!./locales/pt.json']);

/** Text bundles of lazily loaded areas (the money pages); each follows every language switch. */
const extraBundles: ((language: Language) => Promise<void>)[] = [];

export function addTextBundle(load: (language: Language) => Promise<void>): Promise<void> {
  extraBundles.push(load);
  return load(i18n.language as Language);
}

async function ensureLoaded(language: Language): Promise<void> {
  // Loaded modules are cached, so a language chosen again is merged again at no network cost.
  const load = loaders[`./locales/${language}.json`];
  if (load) i18n.addResourceBundle(language, 'translation', (await load()).default, true, true);
  await Promise.all(extraBundles.map((extra) => extra(language)));
}

/** Synchronous init with the default dictionary so the first render never shows raw keys. */
export function initI18n(): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { pt: { translation: pt } },
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return i18n;
}

/** Switches the UI, the <html lang> and the `Language` header of later API calls. */
export async function applyLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  await ensureLoaded(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  setApiLanguage(language);
  if (options.remember) {
    // Both keys, as the original site kept them (spec portal.md section 1).
    localStore.set('lang', language);
    localStore.set('hisLang', language);
  }
}

/** The language to use before the merchant is known: whatever the visitor chose last time. */
export function bootLanguage(): Language {
  return resolveLanguage(localStore.get('lang') ?? localStore.get('hisLang'), null);
}

export { i18n };

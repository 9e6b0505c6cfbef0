import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@arcadia/contracts';
import { TRANSLATIONS } from './locales/all';

const KEY = 'arcadia.console.language';

/**
 * The console's six languages, like the player site, each complete (locales/all.ts; the locales
 * test fails on a missing key). English is the fallback only for a key added in English and not
 * yet elsewhere (the server's messages are in all six).
 */
export const CONSOLE_LANGUAGES = LANGUAGES;

void i18n.use(initReactI18next).init({
  resources: Object.fromEntries(
    Object.entries(TRANSLATIONS).map(([language, translation]) => [language, { translation }]),
  ),
  lng: localStorage.getItem(KEY) ?? 'pt',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
});

export function setLanguage(language: string) {
  localStorage.setItem(KEY, language);
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}

export default i18n;

import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '@arcadia/contracts';
import { en } from './locales/en';
import { FRAMES } from './locales/frame';
import { pt } from './locales/pt';

const KEY = 'arcadia.console.language';

/**
 * The console's six languages, like the player site. Portuguese and English are complete; the
 * other four have the frame (sign-in, menu, shared words: locales/frame.ts) and fall back to
 * English for a page's own texts until translated (the server's messages are in all six).
 */
export const CONSOLE_LANGUAGES = LANGUAGES;

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: en },
    pt: { translation: pt },
    ...Object.fromEntries(Object.entries(FRAMES).map(([language, frame]) => [language, { translation: frame }])),
  },
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

import 'i18next';
import type pt from './locales/pt.json';

// Typed keys: a misspelt t('...') key is a compile error. pt is the reference dictionary.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof pt };
    returnNull: false;
  }
}

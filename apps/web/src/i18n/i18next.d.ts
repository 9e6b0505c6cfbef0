import 'i18next';
import type pt from './locales/pt.json';
import type moneyPt from './locales/money/pt.json';

// Typed keys: a misspelt t('...') key is a compile error. pt is the reference dictionary; the
// money areas' texts load with those areas (see money-texts.ts).
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof pt & typeof moneyPt };
    returnNull: false;
  }
}

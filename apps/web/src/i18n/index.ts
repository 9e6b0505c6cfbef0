export { initI18n, applyLanguage, bootLanguage, addTextBundle, i18n } from './setup';
export { LANGUAGE_NAMES, resolveLanguage, DEFAULT_LANGUAGE } from './languages';
export { errorMessageKey } from './error-message';

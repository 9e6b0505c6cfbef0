import { normaliseLanguage, type Language } from '@arcadia/contracts';

/** Each language is named in itself so a visitor can find theirs whatever the current language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  pt: 'Português',
  en: 'English',
  zh: '中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  vi: 'Tiếng Việt',
};

export type MerchantLanguages = { defaultLanguage: Language; languages: readonly Language[] };

export const DEFAULT_LANGUAGE: Language = 'pt';

/**
 * The stored choice wins when the merchant supports it; otherwise the merchant default. Before
 * the merchant is known (boot, status failure) any stored language we have a dictionary for.
 */
export function resolveLanguage(stored: string | null, merchant: MerchantLanguages | null): Language {
  const candidate = normaliseLanguage(stored);
  if (!merchant) return candidate ?? DEFAULT_LANGUAGE;
  if (candidate && merchant.languages.includes(candidate)) return candidate;
  return merchant.defaultLanguage;
}

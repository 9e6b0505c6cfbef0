import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import type { Language } from '@arcadia/contracts';

export type CountryEntry = { countryCode: string; countryDialingCode: string; name: string };

// The list only changes with the library version, so each language is built once per process.
const cache = new Map<Language, CountryEntry[]>();

/** Every country with a calling code, named in the visitor's language and sorted by that name. */
export function listCountryCodes(language: Language): CountryEntry[] {
  const cached = cache.get(language);
  if (cached) return cached;
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(language);
  const entries = getCountries()
    .map((countryCode) => ({
      countryCode,
      countryDialingCode: `+${getCountryCallingCode(countryCode)}`,
      name: names.of(countryCode) ?? countryCode,
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
  cache.set(language, entries);
  return entries;
}

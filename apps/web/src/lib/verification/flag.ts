/** ISO 3166 alpha-2 → flag emoji (two regional indicator symbols). */
export function flagEmoji(countryCode: string): string {
  const code = countryCode.toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return '🏳️';
  return String.fromCodePoint(...[...code].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** A reasonable first choice before the visitor picks: their country, else the site language's. */
const LANGUAGE_COUNTRY: Record<string, string> = { pt: 'BR', en: 'US', zh: 'CN', id: 'ID', th: 'TH', vi: 'VN' };

export function defaultCountry(visitorCountry: string | null, language: string): string {
  return (visitorCountry ?? LANGUAGE_COUNTRY[language] ?? 'BR').toUpperCase();
}

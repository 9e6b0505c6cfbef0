/*
 * Exact arithmetic on amounts as minor units, without zod: the home page formats money and must
 * not load the schema library (money.ts keeps the wire schemas and re-exports these).
 *
 * How many places a minor unit has comes from the brand's currency (USD 2, VND 0, KWD 3):
 * `currencyPlaces`. Every parse and format takes those places as a required argument, so the
 * compiler finds any caller that forgot the brand's currency.
 */

const placesCache = new Map<string, number>();

/**
 * Minor-unit places of an ISO 4217 currency, from the runtime's Intl data (CLDR, which every
 * browser and Node ship, so the home page pays no bytes for a table): USD 2, BRL 2, VND 0, JPY 0,
 * KWD 3. CLDR follows ISO 4217 except where a currency's cents are not used in practice (IDR,
 * HUF: 0). An unknown code throws rather than guessing.
 */
export function currencyPlaces(currency: string): number {
  let places = placesCache.get(currency);
  if (places === undefined) {
    places = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    placesCache.set(currency, places);
  }
  return places;
}

/**
 * An amount a person types: positive, at most two decimals ("10", "10.5", "10.50"). A brand whose
 * currency has fewer places refuses the extra ones with `fitsPlaces` (a VND brand takes "10" only);
 * three-place currencies (KWD) are read and shown with three, but typed with two at most for now.
 */
export const AMOUNT_INPUT_PATTERN = /^\d{1,13}(\.\d{1,2})?$/;

/**
 * True when `text` is an exact amount of a currency with `places` decimals: "10.5" fits 2 places,
 * not 0; "10.00" fits 0 (it is exactly 10).
 */
export function fitsPlaces(text: string, places: number): boolean {
  const fraction = text.trim().split('.')[1] ?? '';
  return /^0*$/.test(fraction.slice(places));
}

/** Minor units from a typed amount that `fitsPlaces`; exact, no floating point (anything else throws). */
export function parseAmountToMinor(text: string, places: number): bigint {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  if (!fitsPlaces(text, places)) throw new RangeError(`more than ${places} decimals: ${text}`);
  return BigInt(whole) * 10n ** BigInt(places) + BigInt(fraction.slice(0, places).padEnd(places, '0') || '0');
}

/** "1234.50" from 123450n with 2 places, "1234" from 1234n with 0; negative amounts keep their sign. */
export function formatMinor(minor: bigint, places: number): string {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const unit = 10n ** BigInt(places);
  const text = places === 0 ? `${abs}` : `${abs / unit}.${(abs % unit).toString().padStart(places, '0')}`;
  return negative ? `-${text}` : text;
}

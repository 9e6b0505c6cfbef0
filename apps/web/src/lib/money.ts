import { AMOUNT_INPUT_PATTERN, currencyPlaces, fitsPlaces, formatMinor, parseAmountToMinor } from '@arcadia/contracts';

/*
 * Money in the UI: wire strings ("1234.50") in, localised text out, typed amounts checked as
 * integers of minor units. Never a float for an amount (DESIGN.md section 3).
 */

const LOCALES: Record<string, string> = {
  pt: 'pt-BR',
  en: 'en-US',
  zh: 'zh-CN',
  id: 'id-ID',
  th: 'th-TH',
  vi: 'vi-VN',
};
export const localeOf = (language: string): string => LOCALES[language] ?? language;

const separatorCache = new Map<string, { group: string; decimal: string }>();
/** The language's digit-group and decimal marks (read from Intl once; the amount itself never passes through a number). */
function separators(language: string) {
  let found = separatorCache.get(language);
  if (!found) {
    const parts = new Intl.NumberFormat(localeOf(language)).formatToParts(12345.6);
    found = {
      group: parts.find((p) => p.type === 'group')?.value ?? ',',
      decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
    };
    separatorCache.set(language, found);
  }
  return found;
}

/**
 * The brand's minor-unit places (USD 2, VND 0, KWD 3). Every amount of one brand has the same, so
 * the status gate sets them once from the brand's currency (`setBrandCurrency`) and every read,
 * check and format below uses them.
 */
let brandPlaces = 2;
export function setBrandCurrency(currency: string): void {
  try {
    brandPlaces = currencyPlaces(currency);
  } catch {
    brandPlaces = 2; // an unknown code: keep cents rather than fail the whole site
  }
}
export const moneyPlaces = (): number => brandPlaces;

/** A wire amount of the brand from minor units (12345n → "123.45" in USD, "12345" in VND). */
export const toWireAmount = (minor: bigint): string => formatMinor(minor, brandPlaces);

/** Minor units of a typed amount, or null when it is not an exact amount of the brand's currency. */
export const typedMinor = (text: string): bigint | null => {
  const value = text.trim();
  return AMOUNT_INPUT_PATTERN.test(value) && fitsPlaces(value, brandPlaces)
    ? parseAmountToMinor(value, brandPlaces)
    : null;
};

/** Signed minor units from a wire amount ("-12.30" → -1230n; "1250" of a VND brand → 1250n). */
export function toMinor(amount: string, places = brandPlaces): bigint {
  const negative = amount.trim().startsWith('-');
  const minor = parseAmountToMinor(amount.trim().replace(/^[-+]/, ''), places);
  return negative ? -minor : minor;
}

/** "1234.5" → "1.234,50" (pt) / "1,234.50" (en); "50000" of a VND brand → "50.000"; with a symbol → "R$ 1.234,50"; sign kept, "+" on request. */
export function formatMoney(
  amount: string | bigint,
  language: string,
  options: { symbol?: string; sign?: boolean; places?: number } = {},
): string {
  const places = options.places ?? brandPlaces;
  const minor = typeof amount === 'bigint' ? amount : toMinor(amount, places);
  const text = formatMinor(minor < 0n ? -minor : minor, places);
  const [whole = '0', fraction] = text.split('.');
  const { group, decimal } = separators(language);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const sign = minor < 0n ? '-' : options.sign && minor > 0n ? '+' : '';
  const symbol = options.symbol ? `${options.symbol}\u00a0` : '';
  return `${sign}${symbol}${grouped}${fraction === undefined ? '' : `${decimal}${fraction}`}`;
}

/** What a hidden balance shows instead of the amount. */
export const HIDDEN_AMOUNT = '******';

export type AmountLimits = {
  /** Inclusive bounds, wire strings. */
  min?: string | undefined;
  max?: string | undefined;
  /** The most the member can move (a wallet balance). */
  available?: string | undefined;
};

export type AmountProblem = { key: string; params?: Record<string, string> };

/** The form fields' encoded error (key|params, as lib/field-rules encodes and the Field translates). */
export const encodeProblem = (problem: AmountProblem): string =>
  problem.params ? `${problem.key}|${JSON.stringify(problem.params)}` : problem.key;

/**
 * The checks made before an amount is sent: present, a plain positive number with at most two
 * decimals, above zero, within the limits and the balance. The server checks again.
 */
export function checkAmount(text: string, limits: AmountLimits = {}, language = 'pt'): AmountProblem | null {
  const value = text.trim();
  if (value === '') return { key: 'validation.required' };
  if (!AMOUNT_INPUT_PATTERN.test(value) || !fitsPlaces(value, brandPlaces)) return { key: 'money.amountFormat' };
  const minor = parseAmountToMinor(value, brandPlaces);
  if (minor <= 0n) return { key: 'money.amountPositive' };
  const show = (wire: string) => formatMoney(wire, language);
  if (limits.min !== undefined && minor < toMinor(limits.min))
    return { key: 'money.amountMin', params: { min: show(limits.min) } };
  if (limits.max !== undefined && minor > toMinor(limits.max))
    return { key: 'money.amountMax', params: { max: show(limits.max) } };
  if (limits.available !== undefined && minor > toMinor(limits.available)) return { key: 'money.amountOverBalance' };
  return null;
}

/** checkAmount as a react-hook-form `validate` rule; register() re-reads it each render, so limits stay current. */
export function amountRule(limits: AmountLimits, language: string) {
  return (value: string): true | string => {
    const problem = checkAmount(value, limits, language);
    return problem ? encodeProblem(problem) : true;
  };
}

/** A typed amount as the wire wants it ("10" → "10.00"). Only for amounts that passed checkAmount. */
export const normaliseAmount = (text: string): string =>
  formatMinor(parseAmountToMinor(text.trim(), brandPlaces), brandPlaces);

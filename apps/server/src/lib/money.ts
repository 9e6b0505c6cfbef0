import { fitsPlaces, parseAmountToMinor } from '@arcadia/contracts';
import { errors } from '../http/app-error.ts';

/** Integer minor units. Branded so a plain number or a float cannot be passed as money by mistake. */
export type Minor = bigint & { readonly __minor: unique symbol };

export const minor = (value: bigint): Minor => value as Minor;
export const ZERO = minor(0n);

/**
 * Reads a BIGINT/SUM from either database: SQLite gives numbers, PostgreSQL gives strings.
 * Anything that is not an exact integer is a bug and throws rather than rounding.
 */
export function toMinor(value: unknown): Minor {
  if (typeof value === 'bigint') return minor(value);
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an exact integer amount: ${value}`);
    return minor(BigInt(value));
  }
  if (typeof value === 'string' && /^-?\d+$/.test(value)) return minor(BigInt(value));
  if (value === null || value === undefined) return ZERO;
  throw new Error(`Not an amount: ${String(value)}`);
}

/**
 * A typed amount (already matched by amountInputSchema) in minor units of a currency with `places`
 * decimals: a 400 field error `validation.amount` when it has more decimals than that (a VND
 * brand takes "10", not "10.50"), never a rounded amount.
 */
export function amountIn(text: string, places: number, field = 'amount'): Minor {
  if (!fitsPlaces(text, places)) throw errors.invalid([{ field, key: 'validation.amount' }]);
  return minor(parseAmountToMinor(text, places));
}

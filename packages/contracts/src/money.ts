import { z } from 'zod';

/** Money on the wire: a decimal string with exactly two places ("1234.50"). */
export const moneySchema = z.string().regex(/^-?\d{1,15}\.\d{2}$/, 'money');
export type MoneyString = z.infer<typeof moneySchema>;

/** An amount a person types: positive, at most two decimals ("10", "10.5", "10.50"). */
export const amountInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,13}(\.\d{1,2})?$/, 'validation.amount');

/** Minor units (cents) from a typed amount; exact, no floating point. */
export function parseAmountToMinor(text: string): bigint {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
}

/** "1234.50" from 123450n; negative amounts keep their sign. */
export function formatMinor(minor: bigint): MoneyString {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

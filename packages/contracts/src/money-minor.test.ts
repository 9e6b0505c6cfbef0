import { describe, expect, it } from 'vitest';
import { currencyPlaces, fitsPlaces, formatMinor, parseAmountToMinor } from './money-minor.ts';
import { moneySchema } from './money.ts';

describe('minor units per currency', () => {
  it('takes the places from the currency', () => {
    expect(['USD', 'BRL', 'VND', 'JPY', 'KWD'].map(currencyPlaces)).toEqual([2, 2, 0, 0, 3]);
    expect(() => currencyPlaces('NOPE1')).toThrow();
  });

  it('parses and formats with 0, 2 and 3 places, exactly', () => {
    expect(parseAmountToMinor('1234', 0)).toBe(1234n);
    expect(formatMinor(1234n, 0)).toBe('1234');
    expect(formatMinor(-5n, 0)).toBe('-5');
    expect(parseAmountToMinor('1234.5', 2)).toBe(123450n);
    expect(parseAmountToMinor('0.07', 2)).toBe(7n);
    expect(formatMinor(123450n, 2)).toBe('1234.50');
    expect(formatMinor(-7n, 2)).toBe('-0.07');
    expect(parseAmountToMinor('1.234', 3)).toBe(1234n);
    expect(parseAmountToMinor('1.2', 3)).toBe(1200n);
    expect(formatMinor(1234n, 3)).toBe('1.234');
    expect(formatMinor(5n, 3)).toBe('0.005');
    for (const [text, places] of [
      ['9007199254740993', 0],
      ['90071992547409.93', 2],
      ['9007199254740.993', 3],
    ] as const)
      expect(formatMinor(parseAmountToMinor(text, places), places)).toBe(text);
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(fitsPlaces('10', 0)).toBe(true);
    expect(fitsPlaces('10.5', 0)).toBe(false);
    expect(fitsPlaces('10.00', 0)).toBe(true);
    expect(parseAmountToMinor('10.00', 0)).toBe(10n);
    expect(parseAmountToMinor('1.230', 2)).toBe(123n);
    expect(fitsPlaces('10.50', 2)).toBe(true);
    expect(fitsPlaces('10.505', 2)).toBe(false);
    expect(() => parseAmountToMinor('10.5', 0)).toThrow(RangeError);
    expect(() => parseAmountToMinor('1.0001', 3)).toThrow(RangeError);
  });

  it('the wire schema takes each currency format', () => {
    for (const ok of ['1234', '1234.50', '1.234', '-0.07']) expect(moneySchema.safeParse(ok).success).toBe(true);
    for (const bad of ['1234.', '1.2345', '1e3', '12,50']) expect(moneySchema.safeParse(bad).success).toBe(false);
  });
});

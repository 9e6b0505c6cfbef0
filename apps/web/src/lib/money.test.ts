import { afterEach, describe, expect, it } from 'vitest';
import {
  checkAmount,
  formatMoney,
  HIDDEN_AMOUNT,
  moneyPlaces,
  normaliseAmount,
  setBrandCurrency,
  toMinor,
  toWireAmount,
  typedMinor,
} from './money';

describe('amount input rules', () => {
  it('refuses empty, malformed, zero, negative and over-precise amounts before anything is sent', () => {
    expect(checkAmount('')).toEqual({ key: 'validation.required' });
    expect(checkAmount('   ')).toEqual({ key: 'validation.required' });
    for (const bad of ['abc', '1,50', '-5', '1.234', '1e3', '10.', '.5', '12 3', '99999999999999']) {
      expect(checkAmount(bad), bad).toEqual({ key: 'money.amountFormat' });
    }
    expect(checkAmount('0')).toEqual({ key: 'money.amountPositive' });
    expect(checkAmount('0.00')).toEqual({ key: 'money.amountPositive' });
  });

  it('accepts whole numbers and up to two decimals, trimmed', () => {
    for (const good of ['1', ' 10 ', '10.5', '10.50', '0.01']) expect(checkAmount(good), good).toBeNull();
  });

  it('checks the limits and the balance exactly, in minor units', () => {
    const limits = { min: '10.00', max: '500.00', available: '120.35' };
    expect(checkAmount('9.99', limits)).toEqual({ key: 'money.amountMin', params: { min: '10,00' } });
    expect(checkAmount('10', limits)).toBeNull();
    expect(checkAmount('120.35', limits)).toBeNull();
    expect(checkAmount('120.36', limits)).toEqual({ key: 'money.amountOverBalance' });
    expect(checkAmount('500.01', { max: '500.00' }, 'en')).toEqual({
      key: 'money.amountMax',
      params: { max: '500.00' },
    });
    // 0.1 + 0.2 style float traps do not exist here.
    expect(checkAmount('0.3', { available: '0.30' })).toBeNull();
  });

  it('normalises a typed amount to the wire form', () => {
    expect(normaliseAmount('10')).toBe('10.00');
    expect(normaliseAmount(' 7.5 ')).toBe('7.50');
  });
});

describe('balance formatting', () => {
  it('shows the currency symbol and two decimals with the language marks', () => {
    expect(formatMoney('1234.5', 'pt', { symbol: 'R$' })).toBe('R$\u00a01.234,50');
    expect(formatMoney('1234.50', 'en', { symbol: '$' })).toBe('$\u00a01,234.50');
    expect(formatMoney('0.00', 'pt', { symbol: '$' })).toBe('$\u00a00,00');
    expect(formatMoney('9999999999999.99', 'en')).toBe('9,999,999,999,999.99');
  });

  it('keeps the sign, and adds "+" for credits when asked', () => {
    expect(formatMoney('-40.00', 'pt', { sign: true })).toBe('-40,00');
    expect(formatMoney('300.00', 'pt', { sign: true })).toBe('+300,00');
    expect(formatMoney(-5n, 'en')).toBe('-0.05');
    expect(toMinor('-12.30')).toBe(-1230n);
  });

  it('hides a balance as stars', () => {
    expect(HIDDEN_AMOUNT).toMatch(/^\*+$/);
  });
});

describe('a brand whose currency has no minor unit (VND, 0 places)', () => {
  afterEach(() => setBrandCurrency('USD'));

  it('shows whole amounts, takes whole amounts, and sends them as whole numbers', () => {
    setBrandCurrency('VND');
    expect(moneyPlaces()).toBe(0);
    expect(formatMoney('50000', 'pt')).toBe('50.000');
    expect(formatMoney('-1250', 'en', { symbol: '₫' })).toBe('-₫\u00a01,250');
    expect(toMinor('1250')).toBe(1250n);
    expect(checkAmount('12.5')).toEqual({ key: 'money.amountFormat' });
    expect(checkAmount('12.00')).toBeNull();
    expect(checkAmount('9', { min: '10' })?.key).toBe('money.amountMin');
    expect(normaliseAmount('12.00')).toBe('12');
    // A stake halved or doubled goes back on the wire in whole dong; a typed fraction is no amount.
    expect(toWireAmount(2500n)).toBe('2500');
    expect(typedMinor('2500')).toBe(2500n);
    expect(typedMinor('2500.5')).toBeNull();
    setBrandCurrency('USD');
    expect(toWireAmount(2500n)).toBe('25.00');
    expect(typedMinor('25.5')).toBe(2550n);
  });

  it('a three-place currency (KWD) reads and shows fils', () => {
    setBrandCurrency('KWD');
    expect(formatMoney('1.234', 'en')).toBe('1.234');
    expect(toMinor('1.234')).toBe(1234n);
    setBrandCurrency('USD');
    expect(formatMoney('1234.5', 'en')).toBe('1,234.50');
  });
});

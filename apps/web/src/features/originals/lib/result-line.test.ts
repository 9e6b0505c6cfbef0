import { describe, expect, it } from 'vitest';
import { resultLine } from './result-line';

describe('the result line of a settled bet', () => {
  it('a payout smaller than the stake is a win of that amount and a net loss, never "no win"', () => {
    expect(resultLine({ amount: '10.00', payout: '8.00' }, 'en')).toEqual({
      key: 'originals.wonNetLoss',
      values: { payout: expect.stringContaining('8.00'), loss: expect.stringContaining('2.00') },
    });
  });

  it('nothing paid is no win; a payout at or above the stake is a win', () => {
    expect(resultLine({ amount: '10.00', payout: '0.00' }, 'en').key).toBe('originals.lost');
    expect(resultLine({ amount: '10.00', payout: '10.00' }, 'en').key).toBe('originals.won');
    expect(resultLine({ amount: '1.00', payout: '56.00' }, 'en')).toEqual({
      key: 'originals.won',
      values: { payout: expect.stringContaining('56.00') },
    });
  });
});

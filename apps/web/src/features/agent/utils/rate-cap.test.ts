import { describe, expect, it } from 'vitest';
import { capAt, tiersAboveCap } from './rate-cap';

// The agent's own daily salary: 1 % from 10,000 of team valid bet, 2 % from 50,000 with 5 active members.
const own = [
  { rate: '1.00', minValidBet: '10000.00' },
  { rate: '2.00', minValidBet: '50000.00', minActiveMembers: 5 },
];

describe('the rate cap of an offer (the server rule, checked before sending)', () => {
  it("gives the own rate where an offered tier's thresholds are just met", () => {
    expect(capAt(own, { rate: '0.5', minValidBet: '9999.99' })).toBe('0.00');
    expect(capAt(own, { rate: '0.5', minValidBet: '10000' })).toBe('1.00');
    expect(capAt(own, { rate: '1.5', minValidBet: '50000' })).toBe('1.00');
    expect(capAt(own, { rate: '1.5', minValidBet: '50000', minActiveMembers: '5' })).toBe('2.00');
  });

  it('accepts tiers at or below the own rate at every threshold', () => {
    expect(
      tiersAboveCap(own, [
        { rate: '1.00', minValidBet: '10000' },
        { rate: '2', minValidBet: '60000', minActiveMembers: '8' },
      ]),
    ).toEqual([]);
  });

  it('refuses a tier that pays above the own rate at some team result, naming the lowest cap it passes', () => {
    // Without the active members the own contract stays at 1 %.
    expect(tiersAboveCap(own, [{ rate: '1.5', minValidBet: '50000' }])).toEqual([{ index: 0, cap: '1.00' }]);
    // A tier with no threshold pays from the first bet, where the own contract pays nothing.
    expect(tiersAboveCap(own, [{ rate: '0.1' }, { rate: '1', minValidBet: '10000' }])).toEqual([
      { index: 0, cap: '0.00' },
    ]);
  });

  it('leaves a rate that is not a number yet to its own field rule', () => {
    expect(tiersAboveCap(own, [{ rate: '1,5', minValidBet: '10000' }])).toEqual([]);
  });
});

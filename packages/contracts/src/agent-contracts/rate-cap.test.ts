import { describe, expect, it } from 'vitest';
import {
  capAt,
  capTierFromText,
  firstResultAboveCap,
  percentOfBp,
  periodEndsDownline,
  readableTiers,
  realTimeAboveCap,
  realTimeFromText,
  tiersAboveCap,
} from './rate-cap.ts';

// The agent's own daily salary: 1 % from 10,000 of team valid bet, 2 % from 50,000 with 5 active members.
const own = readableTiers([
  { rate: '1.00', minValidBet: '10000.00' },
  { rate: '2.00', minValidBet: '50000.00', minActiveMembers: 5 },
]);
const tier = (text: Parameters<typeof capTierFromText>[0]) => capTierFromText(text)!;
const caps = (offered: Parameters<typeof capTierFromText>[0][]) =>
  tiersAboveCap(own, offered.map(capTierFromText)).map(({ index, capBp }) => ({ index, cap: percentOfBp(capBp) }));

describe('the rate cap (one rule for the server and the web)', () => {
  it("gives the own rate where an offered tier's thresholds are just met", () => {
    expect(capAt(own, tier({ rate: '0.5', minValidBet: '9999.99' }))).toBe(0);
    expect(capAt(own, tier({ rate: '0.5', minValidBet: '10000' }))).toBe(100);
    expect(capAt(own, tier({ rate: '1.5', minValidBet: '50000' }))).toBe(100);
    expect(capAt(own, tier({ rate: '1.5', minValidBet: '50000', minActiveMembers: '5' }))).toBe(200);
  });

  it('accepts tiers at or below the own rate at every threshold', () => {
    const offered = [
      { rate: '1.00', minValidBet: '10000' },
      { rate: '2', minValidBet: '60000', minActiveMembers: '8' },
    ];
    expect(caps(offered)).toEqual([]);
    expect(firstResultAboveCap(own, readableTiers(offered))).toBeNull();
  });

  it('refuses a tier that pays above the own rate at some team result, naming the lowest cap it passes', () => {
    // Without the active members the own contract stays at 1 %.
    expect(caps([{ rate: '1.5', minValidBet: '50000' }])).toEqual([{ index: 0, cap: '1.00' }]);
    expect(firstResultAboveCap(own, [tier({ rate: '1.5', minValidBet: '50000' })])).toEqual({
      teamLoss: 0n,
      validBet: 50_000_000n,
      activeMembers: 0,
    });
    // A tier with no threshold pays from the first bet, where the own contract pays nothing.
    expect(caps([{ rate: '0.1' }, { rate: '1', minValidBet: '10000' }])).toEqual([{ index: 0, cap: '0.00' }]);
  });

  it('leaves a rate that is not a number yet to its own field rule', () => {
    expect(caps([{ rate: '1,5', minValidBet: '10000' }])).toEqual([]);
  });

  it('real-time terms: no higher rate and no lower single bet amount than the own', () => {
    const mine = realTimeFromText({ profitRate: '0.5', lossRate: '0.2', minSingleBet: '10' })!;
    const offer = (o: Partial<{ profitRate: string; lossRate: string; minSingleBet: string }>) =>
      realTimeFromText({ profitRate: '0.5', lossRate: '0.2', minSingleBet: '10', ...o })!;
    expect(realTimeAboveCap(mine, offer({ profitRate: '0.4' }))).toBe(false);
    expect(realTimeAboveCap(mine, offer({ lossRate: '0.21' }))).toBe(true);
    expect(realTimeAboveCap(mine, offer({ minSingleBet: '9.99' }))).toBe(true);
  });

  it('a dividend on another period than the own ends; other kinds have no period', () => {
    expect(periodEndsDownline('dividend', 'semimonth', 'week')).toBe(true);
    expect(periodEndsDownline('dividend', 'week', 'week')).toBe(false);
    expect(periodEndsDownline('daily_salary', 'day', 'week')).toBe(false);
  });
});

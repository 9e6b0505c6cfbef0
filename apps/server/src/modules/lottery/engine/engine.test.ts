import { describe, expect, it } from 'vitest';
import { LOTTERY_CATALOGUE } from './catalogue.ts';
import type { LotteryGameDefinition } from './definitions.ts';
import { priceLine, settleLine } from './pricing.ts';
import { vnResultFromDigits, type DrawResult } from './results.ts';

const game = (code: string): LotteryGameDefinition => LOTTERY_CATALOGUE.find((g) => g.code === code)!;

/** A hand-written northern draw: the prize numbers below, in tier order. */
const NORTH_NUMBERS = [
  '12345', // DB
  '67890', // G1
  '11123',
  '45623', // G2
  '00007',
  '99907',
  '13579',
  '24680',
  '55555',
  '12399', // G3
  '1234',
  '5607',
  '8923',
  '4545', // G4
  '0001',
  '0102',
  '0203',
  '0304',
  '0405',
  '0506', // G5
  '123',
  '456',
  '789', // G6
  '07',
  '23',
  '45',
  '99', // G7
];
const north = vnResultFromDigits('vn-north', NORTH_NUMBERS.join('').split('').map(Number));

function settle(code: string, betType: string, pick: string, stake: bigint, result: DrawResult) {
  const priced = priceLine(game(code), 'Lott', { betType, pick, stake });
  if (typeof priced === 'string') throw new Error(priced);
  return { ...priced, ...settleLine(priced, result) };
}

describe('VN traditional bets against a hand-worked northern draw', () => {
  it('lays 107 digits over 27 prizes with the 5-digit special first', () => {
    expect(north.prizes.flatMap((p) => p.numbers)).toEqual(NORTH_NUMBERS);
    expect(north.prizes[0]).toEqual({ tier: 'DB', numbers: ['12345'] });
  });

  it('lô 2 pays once per prize ending in the number and costs one point per prize (27)', () => {
    const line = settle('VNMB', 'lo2', '23', 1000n, north);
    expect(line.cost).toBe(27_000n);
    expect(line.hits).toBe(5); // G2 11123 and 45623, G4 8923, G6 123, G7 23
    expect(line.payout).toBe(475_000n); // 10.00 × 95 × 5
    expect(settle('VNMB', 'lo2', '07', 1000n, north).hits).toBe(4);
    expect(settle('VNMB', 'lo2', '11', 1000n, north).payout).toBe(0n);
  });

  it('lô 3 reads the 23 prizes with three digits or more', () => {
    const line = settle('VNMB', 'lo3', '123', 100n, north);
    expect(line.cost).toBe(2_300n);
    expect(line.hits).toBe(2); // G2 11123, G6 123
    expect(line.payout).toBe(180_000n); // 1.00 × 900 × 2
  });

  it('đề and 3 càng read only the special prize', () => {
    expect(settle('VNMB', 'de', '45', 1000n, north).payout).toBe(95_000n);
    expect(settle('VNMB', 'de', '23', 1000n, north).payout).toBe(0n);
    expect(settle('VNMB', 'cang3', '345', 1000n, north).payout).toBe(900_000n);
    expect(settle('VNMB', 'cang3', '123', 1000n, north).payout).toBe(0n);
  });

  it('xiên wins once when every number of the combination appears, in any order', () => {
    expect(settle('VNMB', 'xien2', '23,07', 1000n, north)).toMatchObject({ pick: '07,23', hits: 1, payout: 17_000n });
    expect(settle('VNMB', 'xien3', '07,23,11', 1000n, north).hits).toBe(0);
    expect(settle('VNMB', 'xien4', '07,23,45,99', 1000n, north)).toMatchObject({ hits: 1, payout: 370_000n });
  });

  it('a southern game has 18 prizes: lô 2 costs 18 points and lô 3 17', () => {
    const south = game('VNHCM');
    expect(priceLine(south, 'Lott', { betType: 'lo2', pick: '12', stake: 100n })).toMatchObject({
      units: 18,
      cost: 1_800n,
    });
    expect(priceLine(south, 'Lott', { betType: 'lo3', pick: '123', stake: 100n })).toMatchObject({ units: 17 });
    const digits = vnResultFromDigits('vn-south', new Array(200).fill(1));
    expect(digits.prizes[0]!.numbers[0]).toBe('111111');
    expect(digits.prizes.at(-1)).toEqual({ tier: 'G8', numbers: ['11'] });
  });

  it('odds follow the prize mode', () => {
    expect(priceLine(game('VNMB'), 'SEA', { betType: 'lo2', pick: '12', stake: 100n })).toMatchObject({
      oddsMilli: 96_000,
    });
    expect(priceLine(game('VNMB'), 'ZY', { betType: 'lo2', pick: '12', stake: 100n })).toMatchObject({
      oddsMilli: 94_000,
    });
    expect(priceLine(game('VNMB'), 'Elott', { betType: 'lo2', pick: '12', stake: 100n })).toMatchObject({
      oddsMilli: 95_000,
    });
  });
});

describe('5D, Fast 3 and PK10 bets', () => {
  const d5: DrawResult = { shape: 'digits5', digits: [3, 8, 5, 0, 9] };
  it('5D positions, big/small (5–9 big), odd/even, the sum (25: big and odd) and front combinations', () => {
    expect(settle('5D1M', 'd5.position', 'p2:8', 1000n, d5).payout).toBe(9_700n);
    expect(settle('5D1M', 'd5.position', 'p1:4', 1000n, d5).payout).toBe(0n);
    expect(settle('5D1M', 'd5.bigsmall', 'p2:big', 1000n, d5).hits).toBe(1);
    expect(settle('5D1M', 'd5.bigsmall', 'p1:small', 1000n, d5).hits).toBe(1);
    expect(settle('5D1M', 'd5.oddeven', 'p5:odd', 1000n, d5).payout).toBe(1_940n);
    expect(['big', 'odd', 'small', 'even'].map((p) => settle('5D1M', 'd5.sum', p, 1000n, d5).hits)).toEqual([
      1, 1, 0, 0,
    ]);
    expect(settle('5D1M', 'd5.front2', '38', 1000n, d5).payout).toBe(97_000n);
    expect(settle('5D1M', 'd5.front3', '384', 1000n, d5).payout).toBe(0n);
  });

  it('Fast 3: a sum pays by its rarity; big, small, odd and even lose on a triple; a triple is also a pair', () => {
    const dice: DrawResult = { shape: 'dice3', dice: [2, 2, 5] };
    expect(settle('F31M', 'f3.sum', '9', 1000n, dice)).toMatchObject({ oddsMilli: 8_290, payout: 8_290n });
    expect(settle('F31M', 'f3.sum', '4', 1000n, dice)).toMatchObject({ oddsMilli: 69_120, payout: 0n });
    expect(settle('F31M', 'f3.pair', '2', 1000n, dice).hits).toBe(1);
    expect(settle('F31M', 'f3.bigsmall', 'small', 1000n, dice).payout).toBe(1_970n);
    expect(settle('F31M', 'f3.oddeven', 'odd', 1000n, dice).hits).toBe(1);
    const triple: DrawResult = { shape: 'dice3', dice: [4, 4, 4] };
    expect(settle('F31M', 'f3.triple', '4', 1000n, triple).payout).toBe(207_360n);
    expect(settle('F31M', 'f3.anytriple', 'any', 1000n, triple).payout).toBe(34_560n);
    expect(settle('F31M', 'f3.pair', '4', 1000n, triple).hits).toBe(1);
    expect(settle('F31M', 'f3.bigsmall', 'big', 1000n, triple).hits).toBe(0);
    expect(settle('F31M', 'f3.oddeven', 'even', 1000n, triple).hits).toBe(0);
  });

  it('PK10: car at a position, big (6–10), odd, dragon against the mirrored position, top-two sum', () => {
    const race: DrawResult = { shape: 'order10', order: [3, 10, 1, 7, 5, 2, 9, 6, 8, 4] };
    expect(settle('PK101M', 'pk10.position', 'p1:3', 1000n, race).payout).toBe(9_700n);
    expect(settle('PK101M', 'pk10.bigsmall', 'p2:big', 1000n, race).hits).toBe(1);
    expect(settle('PK101M', 'pk10.oddeven', 'p3:odd', 1000n, race).hits).toBe(1);
    expect(settle('PK101M', 'pk10.dragontiger', 'p1:tiger', 1000n, race).hits).toBe(1); // 3 against 4
    expect(settle('PK101M', 'pk10.dragontiger', 'p2:dragon', 1000n, race).hits).toBe(1); // 10 against 8
    expect(settle('PK101M', 'pk10.top2sum', '13', 1000n, race)).toMatchObject({ oddsMilli: 10_800, payout: 10_800n });
  });
});

describe('pricing refuses what cannot be bet', () => {
  it('an unknown or unoffered bet type, a malformed pick, a stake outside the limits', () => {
    expect(priceLine(game('VNMB'), 'Lott', { betType: 'nope', pick: '1', stake: 100n })).toBe('bet_type_unavailable');
    expect(priceLine(game('VNMB'), 'Lott', { betType: 'f3.sum', pick: '9', stake: 100n })).toBe('bet_type_unavailable');
    expect(priceLine(game('VNMB'), 'Lott', { betType: 'lo2', pick: '7', stake: 100n })).toBe('invalid_pick');
    expect(priceLine(game('VNMB'), 'Lott', { betType: 'xien2', pick: '07,07', stake: 100n })).toBe('invalid_pick');
    expect(priceLine(game('F31M'), 'Lott', { betType: 'f3.sum', pick: '19', stake: 100n })).toBe('invalid_pick');
    expect(priceLine(game('PK101M'), 'Lott', { betType: 'pk10.position', pick: 'p11:3', stake: 100n })).toBe(
      'invalid_pick',
    );
    expect(priceLine(game('VNMB'), 'Lott', { betType: 'de', pick: '12', stake: 99n })).toBe('stake_out_of_range');
    expect(priceLine(game('VNMB'), 'Lott', { betType: 'de', pick: '12', stake: 1_000_001n })).toBe(
      'stake_out_of_range',
    );
  });
});

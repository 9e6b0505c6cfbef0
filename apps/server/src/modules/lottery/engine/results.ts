/**
 * The shapes a lottery draw can take. A game's definition names one shape; the draw turns the
 * provable random stream into a result of that shape, and every bet type reads only its shape.
 */

import VN_PRIZE_TIERS from './vn-prize-tiers.json' with { type: 'json' };

/**
 * One prize tier of a Vietnamese-style draw: how many numbers it has and how many digits each. The
 * published tier tables, special prize (DB) first, are data: vn-prize-tiers.json.
 */
export type VnTier = { tier: string; count: number; digits: number };

/** Northern style (Miền Bắc): 27 prizes, a 5-digit special, drawn once a day (and by the fast games). */
export const VN_NORTH: readonly VnTier[] = VN_PRIZE_TIERS.north;

/** Southern and Central style (per province): 18 prizes, a 6-digit special. */
export const VN_SOUTH: readonly VnTier[] = VN_PRIZE_TIERS.south;

export type ResultShape = 'vn-north' | 'vn-south' | 'digits5' | 'dice3' | 'order10';

export type VnResult = { shape: 'vn-north' | 'vn-south'; prizes: { tier: string; numbers: string[] }[] };
export type Digits5Result = { shape: 'digits5'; digits: number[] };
export type Dice3Result = { shape: 'dice3'; dice: number[] };
export type Order10Result = { shape: 'order10'; order: number[] };
export type DrawResult = VnResult | Digits5Result | Dice3Result | Order10Result;

export function vnTiers(shape: VnResult['shape']): readonly VnTier[] {
  return shape === 'vn-north' ? VN_NORTH : VN_SOUTH;
}

/** How many random values of each kind a shape consumes, so the draw knows how much to derive. */
export function shapeNeeds(shape: ResultShape): { digits: number } | { dice: number } | { order: number } {
  switch (shape) {
    case 'vn-north':
    case 'vn-south':
      return { digits: vnTiers(shape).reduce((sum, t) => sum + t.count * t.digits, 0) };
    case 'digits5':
      return { digits: 5 };
    case 'dice3':
      return { dice: 3 };
    case 'order10':
      return { order: 10 };
  }
}

/** Lays a stream of digits out over the prize tiers, special prize first, in tier order. */
export function vnResultFromDigits(shape: VnResult['shape'], digits: readonly number[]): VnResult {
  const tiers = vnTiers(shape);
  let at = 0;
  const prizes = tiers.map(({ tier, count, digits: width }) => {
    const numbers: string[] = [];
    for (let i = 0; i < count; i++) {
      const slice = digits.slice(at, at + width);
      if (slice.length !== width) throw new Error(`Not enough digits for ${shape}`);
      numbers.push(slice.join(''));
      at += width;
    }
    return { tier, numbers };
  });
  return { shape, prizes };
}

/** Every prize number of a VN draw (27 or 18 of them). */
export function allVnNumbers(result: VnResult): string[] {
  return result.prizes.flatMap((p) => p.numbers);
}

export function specialPrize(result: VnResult): string {
  const special = result.prizes.find((p) => p.tier === 'DB')?.numbers[0];
  if (!special) throw new Error('A VN result has no special prize');
  return special;
}

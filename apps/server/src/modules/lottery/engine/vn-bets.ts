import { allVnNumbers, specialPrize, vnTiers, type ResultShape, type VnResult } from './results.ts';
import { ONE_UNIT, type BetType } from './bet-type.ts';

const VN_SHAPES = ['vn-north', 'vn-south'] as const;

const TWO = /^\d{2}$/;
const THREE = /^\d{3}$/;

/** Distinct two-digit numbers, sorted, so "23,07" and "07,23" are the same combination. */
function parseCombination(pick: string, size: number): string | null {
  const parts = pick.split(',').map((p) => p.trim());
  if (parts.length !== size || parts.some((p) => !TWO.test(p)) || new Set(parts).size !== size) return null;
  return parts.sort().join(',');
}

function lastDigits(numbers: string[], width: number): string[] {
  return numbers.filter((n) => n.length >= width).map((n) => n.slice(-width));
}

/**
 * Lô: a number against the last digits of every prize. Each prize that ends in it is a hit, so
 * one number can win several times; a point costs one unit per prize it is matched against.
 */
function lo(width: 2 | 3): BetType<VnResult> {
  const pattern = width === 2 ? TWO : THREE;
  const matched = (shape: ResultShape) =>
    vnTiers(shape === 'vn-south' ? 'vn-south' : 'vn-north')
      .filter((t) => t.digits >= width)
      .reduce((sum, t) => sum + t.count, 0);
  return {
    shapes: VN_SHAPES,
    parse: (pick) => (pattern.test(pick) ? pick : null),
    units: matched,
    hits: (pick, result) => lastDigits(allVnNumbers(result), width).filter((n) => n === pick).length,
    // In the worst case every prize it is matched against ends in it.
    maxHits: matched,
  };
}

/** Xiên: every number of the combination must appear among the lô results; pays once. */
function xien(size: 2 | 3 | 4): BetType<VnResult> {
  return {
    shapes: VN_SHAPES,
    parse: (pick) => parseCombination(pick, size),
    units: ONE_UNIT,
    hits: (pick, result) => {
      const drawn = new Set(lastDigits(allVnNumbers(result), 2));
      return pick.split(',').every((n) => drawn.has(n)) ? 1 : 0;
    },
  };
}

export const VN_BET_TYPES = {
  lo2: lo(2),
  lo3: lo(3),
  /** Đề: the special prize's last two digits. */
  de: {
    shapes: VN_SHAPES,
    parse: (pick) => (TWO.test(pick) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => (specialPrize(result).slice(-2) === pick ? 1 : 0),
  },
  /** 3 càng: the special prize's last three digits. */
  cang3: {
    shapes: VN_SHAPES,
    parse: (pick) => (THREE.test(pick) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => (specialPrize(result).slice(-3) === pick ? 1 : 0),
  },
  xien2: xien(2),
  xien3: xien(3),
  xien4: xien(4),
} satisfies Record<string, BetType<VnResult>>;

import { ONE_UNIT, type BetType } from './bet-type.ts';
import type { Dice3Result, Digits5Result, Order10Result } from './results.ts';

/** "p3:7" → [3, "7"] when the position is within 1..positions. */
function positional(pick: string, positions: number, values: RegExp): [number, string] | null {
  const match = /^p(\d{1,2}):(\w+)$/.exec(pick);
  if (!match) return null;
  const position = Number(match[1]);
  if (position < 1 || position > positions || !values.test(match[2]!)) return null;
  return [position, match[2]!];
}

const bigSmall = (value: number, bigFrom: number): string => (value >= bigFrom ? 'big' : 'small');
const oddEven = (value: number): string => (value % 2 === 1 ? 'odd' : 'even');

function positionalType<R extends Digits5Result | Order10Result>(
  shape: R['shape'],
  positions: number,
  values: RegExp,
  wins: (value: string, drawn: number) => boolean,
  drawnAt: (result: R, position: number) => number,
): BetType<R> {
  return {
    shapes: [shape],
    parse: (pick) => (positional(pick, positions, values) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => {
      const [position, value] = positional(pick, positions, values)!;
      return wins(value, drawnAt(result, position)) ? 1 : 0;
    },
  };
}

const digitAt = (result: Digits5Result, position: number): number => result.digits[position - 1]!;
const carAt = (result: Order10Result, position: number): number => result.order[position - 1]!;
const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

/** 5D: five digits 0–9. Big is 5–9 for a position and 23–45 for the sum (exactly half either way). */
export const DIGITS5_BET_TYPES = {
  'd5.position': positionalType('digits5', 5, /^\d$/, (v, d) => Number(v) === d, digitAt),
  'd5.bigsmall': positionalType('digits5', 5, /^(big|small)$/, (v, d) => bigSmall(d, 5) === v, digitAt),
  'd5.oddeven': positionalType('digits5', 5, /^(odd|even)$/, (v, d) => oddEven(d) === v, digitAt),
  'd5.sum': {
    shapes: ['digits5'],
    parse: (pick) => (/^(big|small|odd|even)$/.test(pick) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => {
      const total = sum(result.digits);
      return pick === bigSmall(total, 23) || pick === oddEven(total) ? 1 : 0;
    },
  },
  /** The first two or three digits in order (a straight combination). */
  'd5.front2': {
    shapes: ['digits5'],
    parse: (pick) => (/^\d{2}$/.test(pick) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => (result.digits.slice(0, 2).join('') === pick ? 1 : 0),
  },
  'd5.front3': {
    shapes: ['digits5'],
    parse: (pick) => (/^\d{3}$/.test(pick) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => (result.digits.slice(0, 3).join('') === pick ? 1 : 0),
  },
} satisfies Record<string, BetType<Digits5Result>>;

const isTriple = (dice: readonly number[]): boolean => dice[0] === dice[1] && dice[1] === dice[2];
const DIE = /^[1-6]$/;

/** Fast 3: three dice. Big (11–17) and small (4–10), odd and even lose on any triple. */
export const DICE3_BET_TYPES = {
  'f3.sum': {
    shapes: ['dice3'],
    parse: (pick) => (/^\d{1,2}$/.test(pick) && Number(pick) >= 3 && Number(pick) <= 18 ? String(Number(pick)) : null),
    units: ONE_UNIT,
    hits: (pick, result) => (sum(result.dice) === Number(pick) ? 1 : 0),
    oddsKey: (pick) => pick,
  },
  'f3.triple': {
    shapes: ['dice3'],
    parse: (pick) => (DIE.test(pick) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => (isTriple(result.dice) && result.dice[0] === Number(pick) ? 1 : 0),
  },
  'f3.anytriple': {
    shapes: ['dice3'],
    parse: (pick) => (pick === 'any' ? pick : null),
    units: ONE_UNIT,
    hits: (_pick, result) => (isTriple(result.dice) ? 1 : 0),
  },
  /** At least two dice show the number (a triple counts). */
  'f3.pair': {
    shapes: ['dice3'],
    parse: (pick) => (DIE.test(pick) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => (result.dice.filter((d) => d === Number(pick)).length >= 2 ? 1 : 0),
  },
  'f3.bigsmall': {
    shapes: ['dice3'],
    parse: (pick) => (/^(big|small)$/.test(pick) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => (!isTriple(result.dice) && bigSmall(sum(result.dice), 11) === pick ? 1 : 0),
  },
  'f3.oddeven': {
    shapes: ['dice3'],
    parse: (pick) => (/^(odd|even)$/.test(pick) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => (!isTriple(result.dice) && oddEven(sum(result.dice)) === pick ? 1 : 0),
  },
} satisfies Record<string, BetType<Dice3Result>>;

const CAR = /^([1-9]|10)$/;

/** PK10: the finishing order of cars 1–10. Big is 6–10; dragon beats tiger when position i finishes ahead of 11−i's car number. */
export const ORDER10_BET_TYPES = {
  'pk10.position': positionalType('order10', 10, CAR, (v, car) => Number(v) === car, carAt),
  'pk10.bigsmall': positionalType('order10', 10, /^(big|small)$/, (v, car) => bigSmall(car, 6) === v, carAt),
  'pk10.oddeven': positionalType('order10', 10, /^(odd|even)$/, (v, car) => oddEven(car) === v, carAt),
  'pk10.dragontiger': {
    shapes: ['order10'],
    parse: (pick) => (positional(pick, 5, /^(dragon|tiger)$/) ? pick : null),
    units: ONE_UNIT,
    hits: (pick, result) => {
      const [position, side] = positional(pick, 5, /^(dragon|tiger)$/)!;
      const dragon = result.order[position - 1]! > result.order[10 - position]!;
      return (side === 'dragon') === dragon ? 1 : 0;
    },
  },
  /** The sum of the first two cars (3–19). */
  'pk10.top2sum': {
    shapes: ['order10'],
    parse: (pick) => (/^\d{1,2}$/.test(pick) && Number(pick) >= 3 && Number(pick) <= 19 ? String(Number(pick)) : null),
    units: ONE_UNIT,
    hits: (pick, result) => (result.order[0]! + result.order[1]! === Number(pick) ? 1 : 0),
    oddsKey: (pick) => pick,
  },
} satisfies Record<string, BetType<Order10Result>>;

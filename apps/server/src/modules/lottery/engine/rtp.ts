import { betType, type BetTypeCode } from './bet-types.ts';
import { oddsFor, type LotteryGameDefinition, type PrizeMode } from './definitions.ts';
import { allVnNumbers, vnResultFromDigits, type DrawResult, type VnResult } from './results.ts';

/**
 * The exact return to player of each pick of a bet type, computed from the real `hits` rules over
 * every equally likely outcome (or, for VN draws of 100+ digits, from the closed form). Operators
 * see the house edge of their odds; tests prove the defaults leave one.
 */
export function exactRtp(game: LotteryGameDefinition, code: BetTypeCode, mode: PrizeMode, pick: string): number {
  const offer = game.offers[code];
  if (!offer) throw new Error(`${game.code} does not offer ${code}`);
  const type = betType(code);
  const odds = oddsFor(offer, mode, type.oddsKey?.(pick) ?? '')! / 1000;
  const units = type.units(game.shape);
  if (game.shape === 'vn-north' || game.shape === 'vn-south')
    return (vnExpectedHits(game.shape, code, pick) * odds) / units;
  let total = 0;
  let count = 0;
  for (const result of outcomes(game.shape, code, pick)) {
    total += type.hits(pick, result);
    count++;
  }
  return ((total / count) * odds) / units;
}

/** Expected hits of a VN pick: each digit of each prize is independent and uniform. */
function vnExpectedHits(shape: VnResult['shape'], code: BetTypeCode, pick: string): number {
  const sample = vnResultFromDigits(shape, new Array<number>(200).fill(0));
  const numbers = allVnNumbers(sample);
  const endings = (width: number): number => numbers.filter((n) => n.length >= width).length;
  if (code === 'lo2') return endings(2) / 100;
  if (code === 'lo3') return endings(3) / 1000;
  if (code === 'de') return 1 / 100;
  if (code === 'cang3') return 1 / 1000;
  if (code === 'xien2' || code === 'xien3' || code === 'xien4') return allAppear(pick.split(',').length, endings(2));
  throw new Error(`${code} is not a VN bet type`);
}

/** Chance that k given two-digit endings all appear among n independent uniform endings (inclusion–exclusion). */
function allAppear(k: number, n: number): number {
  let p = 0;
  let choose = 1;
  for (let j = 0; j <= k; j++) {
    p += (j % 2 === 0 ? 1 : -1) * choose * ((100 - j) / 100) ** n;
    choose = (choose * (k - j)) / (j + 1);
  }
  return p;
}

/**
 * Every equally likely outcome of the non-VN shapes. A PK10 bet reads one or two positions, and
 * in a uniformly random finishing order any two positions hold a uniform ordered pair of cars, so
 * running those positions over every car (pair) and filling the rest in order is exact.
 */
function* outcomes(shape: DrawResult['shape'], code: BetTypeCode, pick: string): Generator<DrawResult> {
  if (shape === 'digits5') {
    for (let n = 0; n < 100_000; n++) {
      yield { shape, digits: String(n).padStart(5, '0').split('').map(Number) };
    }
  } else if (shape === 'dice3') {
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) yield { shape, dice: [a, b, c] };
  } else if (shape === 'order10') {
    yield* placements(positionsRead(code, pick));
  } else {
    throw new Error(`No enumeration for ${shape}`);
  }
}

function positionsRead(code: BetTypeCode, pick: string): number[] {
  if (code === 'pk10.top2sum') return [1, 2];
  const position = Number(/^p(\d+):/.exec(pick)![1]);
  return code === 'pk10.dragontiger' ? [position, 11 - position] : [position];
}

function* placements(positions: number[]): Generator<DrawResult> {
  const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  function* place(placed: number[]): Generator<DrawResult> {
    if (placed.length === positions.length) {
      const rest = cars.filter((c) => !placed.includes(c));
      const order = Array.from({ length: 10 }, (_, i) => {
        const at = positions.indexOf(i + 1);
        return at >= 0 ? placed[at]! : rest.shift()!;
      });
      yield { shape: 'order10', order };
      return;
    }
    for (const car of cars) if (!placed.includes(car)) yield* place([...placed, car]);
  }
  yield* place([]);
}

import {
  CRASH_SCHEMES,
  crashSteps,
  diceOutcome,
  diceRoll,
  isValidDiceBet,
  isValidLimboTarget,
  isValidMinesCount,
  isValidPlinkoRows,
  limboOutcome,
  limboResult100,
  lotteryBlocks,
  lotteryFloatCount,
  lotteryFloats,
  lotteryResult,
  minePositions,
  PLINKO_RISKS,
  plinkoOutcome,
  plinkoPath,
  previousRoundHash,
  roundBlocks,
  roundFloats,
  sha256Hex,
  slotOutcome,
  walkChain,
  slotStops,
  slotStrips,
  type ByteBlock,
  type CrashSchemeName,
  type CrashSteps,
  type DiceDirection,
  type LotteryShape,
  type PlinkoResult,
  type PlinkoRisk,
  type SlotResult,
} from '@arcadia/fair';

/*
 * The verifier's whole computation: the query string's text fields in, the steps (HMAC blocks,
 * floats) and the outcome out, all through @arcadia/fair, the package the server plays with.
 */
export const VERIFY_GAMES = ['dice', 'limbo', 'mines', 'plinko', 'slot', 'crash', 'lottery'] as const;
export type VerifyGame = (typeof VERIFY_GAMES)[number];
export const LOTTERY_SHAPES: readonly LotteryShape[] = ['digits', 'dice', 'pk10'];

export type VerifyFields = Record<string, string>;

export type Outcome =
  | { game: 'dice'; roll100: number; win: boolean | null; multiplier4: number }
  | { game: 'limbo'; result100: number; win: boolean | null }
  | { game: 'mines'; mines: number[] }
  | { game: 'plinko'; result: PlinkoResult; risk: PlinkoRisk }
  | { game: 'slot'; result: SlotResult }
  | { game: 'crash'; steps: CrashSteps; previousHash: string; walk: CrashWalk | null }
  | { game: 'lottery'; shape: LotteryShape; numbers: number[] };

/** The walk from a round hash back to its chain's terminating hash, and whether it lands there. */
export type CrashWalk = { steps: number; reached: string; matches: boolean | null };

export const CRASH_SCHEME_NAMES: readonly CrashSchemeName[] = ['bustabit', 'legacy'];
/** bustabit's chains are ten million long; no chain here is longer. */
const MAX_WALK = 10_000_000;

export type Verification =
  | { ok: false; errors: Record<string, string> }
  | { ok: true; commitment: string; blocks: ByteBlock[]; floats: number[]; outcome: Outcome };

const wholeNumber = (text: string | undefined) => (text !== undefined && /^\d{1,9}$/.test(text) ? Number(text) : null);
/** "49.5" or "49.50" → 4950; anything else → null. */
const hundredths = (text: string | undefined) =>
  text !== undefined && /^\d{1,7}(\.\d{1,2})?$/.test(text) ? Math.round(Number(text) * 100) : null;

/** The last walk, kept: a long walk (a million hashes) is not redone while other fields are typed. */
let lastWalk: { key: string; reached: string } | null = null;
function walkOnce(hash: string, steps: number, scheme: (typeof CRASH_SCHEMES)[CrashSchemeName]): string {
  const key = `${hash}:${steps}:${scheme}`;
  if (lastWalk?.key !== key) lastWalk = { key, reached: walkChain(hash, steps, scheme) };
  return lastWalk.reached;
}

export function isVerifyGame(value: string | null): value is VerifyGame {
  return VERIFY_GAMES.includes(value as VerifyGame);
}

export function verify(game: VerifyGame, fields: VerifyFields): Verification {
  const errors: Record<string, string> = {};
  const need = (name: string) => {
    const value = fields[name]?.trim() ?? '';
    if (!value) errors[name] = 'fair.errors.required';
    return value;
  };
  if (game === 'crash') {
    const hash = need('hash').toLowerCase();
    const salt = need('salt');
    if (hash && !/^[0-9a-f]{64}$/.test(hash)) errors.hash = 'fair.errors.hash';
    const walkSteps = fields.walk?.trim() ? wholeNumber(fields.walk.trim()) : null;
    if (fields.walk?.trim() && (walkSteps === null || walkSteps < 1 || walkSteps > MAX_WALK))
      errors.walk = 'fair.errors.walk';
    const terminatingHash = fields.terminatingHash?.trim().toLowerCase() ?? '';
    if (terminatingHash && !/^[0-9a-f]{64}$/.test(terminatingHash)) errors.terminatingHash = 'fair.errors.hash';
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const scheme = fields.scheme === 'legacy' ? CRASH_SCHEMES.legacy : CRASH_SCHEMES.bustabit;
    const steps = crashSteps(hash, salt, scheme);
    // bustabit keys the HMAC with the salt over the hash's bytes; the legacy scheme the other way round.
    const block = { cursor: 0, message: scheme === CRASH_SCHEMES.bustabit ? hash : salt, hex: steps.hmacHex };
    let walk: CrashWalk | null = null;
    if (walkSteps !== null) {
      const reached = walkOnce(hash, walkSteps, scheme);
      walk = { steps: walkSteps, reached, matches: terminatingHash ? reached === terminatingHash : null };
    }
    const previousHash = previousRoundHash(hash, scheme);
    return {
      ok: true,
      commitment: previousHash,
      blocks: [block],
      floats: [],
      outcome: { game, steps, previousHash, walk },
    };
  }
  if (game === 'lottery') {
    const draw = { seed: need('seed'), gameCode: need('gameCode'), issue: need('issue') };
    const shape = (LOTTERY_SHAPES as readonly string[]).includes(fields.shape ?? '')
      ? (fields.shape as LotteryShape)
      : 'digits';
    const count = shape === 'pk10' ? 10 : wholeNumber(fields.count);
    if (count === null || count < 1 || count > 200) errors.count = 'fair.errors.count';
    if (Object.keys(errors).length > 0 || count === null) return { ok: false, errors };
    const floatCount = lotteryFloatCount(shape, count);
    return {
      ok: true,
      commitment: sha256Hex(draw.seed),
      blocks: lotteryBlocks(draw, floatCount),
      floats: lotteryFloats(draw, floatCount),
      outcome: { game, shape, numbers: lotteryResult(draw, shape, count) },
    };
  }
  const seeds = {
    serverSeed: need('serverSeed'),
    clientSeed: need('clientSeed'),
    nonce: wholeNumber(fields.nonce) ?? -1,
  };
  if (seeds.nonce < 0) errors.nonce = 'fair.errors.nonce';
  const outcomeOf = gameOutcome(game, fields, errors);
  if (Object.keys(errors).length > 0 || !outcomeOf) return { ok: false, errors };
  const floats = roundFloats(seeds, outcomeOf.floats);
  return {
    ok: true,
    commitment: sha256Hex(seeds.serverSeed),
    blocks: roundBlocks(seeds, outcomeOf.floats),
    floats,
    outcome: outcomeOf.from(floats),
  };
}

type Pending = { floats: number; from: (floats: number[]) => Outcome } | null;

function gameOutcome(
  game: Exclude<VerifyGame, 'crash' | 'lottery'>,
  fields: VerifyFields,
  errors: Record<string, string>,
): Pending {
  switch (game) {
    case 'dice': {
      const target100 = fields.target ? hundredths(fields.target) : null;
      const direction: DiceDirection = fields.direction === 'over' ? 'over' : 'under';
      if (fields.target && (target100 === null || !isValidDiceBet({ target100, direction })))
        errors.target = 'fair.errors.diceTarget';
      return {
        floats: 1,
        from: (floats) => {
          const roll100 = diceRoll(floats);
          if (target100 === null) return { game, roll100, win: null, multiplier4: 0 };
          const result = diceOutcome({ target100, direction }, roll100);
          return { game, roll100, win: result.win, multiplier4: result.multiplier4 };
        },
      };
    }
    case 'limbo': {
      const target100 = fields.target ? hundredths(fields.target) : null;
      if (fields.target && (target100 === null || !isValidLimboTarget(target100)))
        errors.target = 'fair.errors.limboTarget';
      return {
        floats: 1,
        from: (floats) => {
          const result100 = limboResult100(floats);
          return { game, result100, win: target100 === null ? null : limboOutcome(target100, result100).win };
        },
      };
    }
    case 'mines': {
      const count = wholeNumber(fields.mines) ?? 0;
      if (!isValidMinesCount(count)) errors.mines = 'fair.errors.mines';
      return { floats: count, from: (floats) => ({ game, mines: minePositions(floats, count) }) };
    }
    case 'plinko': {
      const rows = wholeNumber(fields.rows) ?? 0;
      const risk = (PLINKO_RISKS as readonly string[]).includes(fields.risk ?? '')
        ? (fields.risk as PlinkoRisk)
        : 'low';
      if (!isValidPlinkoRows(rows)) errors.rows = 'fair.errors.rows';
      return {
        floats: rows,
        from: (floats) => ({ game, risk, result: plinkoOutcome(plinkoPath(floats, rows), risk) }),
      };
    }
    case 'slot':
      return { floats: slotStrips.length, from: (floats) => ({ game, result: slotOutcome(slotStops(floats)) }) };
  }
}

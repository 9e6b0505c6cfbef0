import { knownAnswers as K, PLINKO_RISKS, vectorSeeds } from '@arcadia/fair';
import type fairPt from '@/i18n/locales/fair/pt.json';
import { CRASH_SCHEME_NAMES, LOTTERY_SHAPES, type VerifyFields, type VerifyGame } from './verify';

/** The inputs each game's verification takes, in the order the form shows them. */
type FieldName = keyof typeof fairPt.fair.fields;
type OptionName = keyof typeof fairPt.fair.options;
export type FieldSpec = { name: FieldName; options?: readonly OptionName[]; mono?: boolean; optional?: boolean };

const SEEDS: FieldSpec[] = [{ name: 'serverSeed', mono: true }, { name: 'clientSeed', mono: true }, { name: 'nonce' }];

export const GAME_FIELDS: Record<VerifyGame, FieldSpec[]> = {
  dice: [...SEEDS, { name: 'target', optional: true }, { name: 'direction', options: ['under', 'over'] }],
  limbo: [...SEEDS, { name: 'target', optional: true }],
  mines: [...SEEDS, { name: 'mines' }],
  plinko: [...SEEDS, { name: 'risk', options: PLINKO_RISKS }, { name: 'rows' }],
  slot: SEEDS,
  crash: [
    { name: 'hash', mono: true },
    { name: 'salt', mono: true },
    { name: 'scheme', options: CRASH_SCHEME_NAMES },
    { name: 'walk', optional: true },
    { name: 'terminatingHash', mono: true, optional: true },
  ],
  lottery: [
    { name: 'seed', mono: true },
    { name: 'gameCode' },
    { name: 'issue' },
    { name: 'shape', options: LOTTERY_SHAPES },
    { name: 'count' },
  ],
};

/** The known-answer vectors as worked examples, one per game. */
export function exampleFields(game: VerifyGame): VerifyFields {
  const seeds = { serverSeed: vectorSeeds.serverSeed, clientSeed: vectorSeeds.clientSeed };
  switch (game) {
    case 'dice':
      return { ...seeds, nonce: '2', target: '50.00', direction: 'under' };
    case 'limbo':
      return { ...seeds, nonce: '0', target: '2.00' };
    case 'mines':
      return { ...seeds, nonce: '0', mines: '3' };
    case 'plinko':
      return { ...seeds, nonce: String(K.plinko.nonce), risk: 'high', rows: '16' };
    case 'slot':
      return { ...seeds, nonce: String(K.slot.nonce) };
    case 'crash':
      // Round 2 of the five-round vector chain: three hashes from its terminating hash.
      return {
        hash: K.crash.chain.rounds[2].hash,
        salt: K.crash.salt,
        scheme: 'bustabit',
        walk: '3',
        terminatingHash: K.crash.chain.terminatingHash,
      };
    case 'lottery':
      return {
        seed: K.lottery.seed,
        gameCode: K.lottery.digits.gameCode,
        issue: K.lottery.issue,
        shape: 'digits',
        count: '5',
      };
  }
}

/** Defaults for a game's choice fields, so a select never shows a value the state lacks. */
export function withDefaults(game: VerifyGame, fields: VerifyFields): VerifyFields {
  const out = { ...fields };
  for (const spec of GAME_FIELDS[game])
    if (spec.options && !(spec.options as readonly string[]).includes(out[spec.name] ?? ''))
      out[spec.name] = spec.options[0]!;
  if (game === 'plinko') out.rows ??= '16';
  if (game === 'mines') out.mines ??= '3';
  if (game === 'lottery') out.count ??= '5';
  return out;
}

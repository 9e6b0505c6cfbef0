/**
 * Known-answer vectors: fixed seeds and the outcomes they must give. Checked by the package tests
 * (which also re-derive the bytes with node:crypto), by the server and by the verifier page, so a
 * change to any derivation shows up everywhere at once. The verifier offers them as examples.
 */
export const vectorSeeds = {
  serverSeed: '3f1c6a0e9b7d4c2a8e5f1b0d7c9a3e6f2b4d8c0a1e5f7b9d3c6a0e2f4b8d1c7a',
  clientSeed: 'lucky-otter',
} as const;

/** Two round hashes checked under both crash schemes: the same hash gives each scheme its own point. */
const CRASH_SAMPLE_HASHES = [
  'c55f41e51ff4b0f27c2a3a1c3f4b6d8f9a0e1d2c3b4a59687766554433221100',
  '0000000000000000000000000000000000000000000000000000000000000001',
] as const;
/** The sample hashes with the points (in hundredths) one scheme gives them, in order. */
const crashSamples = (first: number, second: number) =>
  [
    { hash: CRASH_SAMPLE_HASHES[0], crash100: first },
    { hash: CRASH_SAMPLE_HASHES[1], crash100: second },
  ] as const;

export const knownAnswers = {
  commitment: '0028aa3425fa103a29a9caf1038764b353ce11591c6218c8efdc7575cb946ca8',
  /** HMAC block of nonce 0, cursor 0, and its first four floats. */
  block0: 'e7c84be7cbce9acf98fc22dbc4226e21a93656a30fa6fc8ed8f63f5635220215',
  floats0: [0.9054000319447368, 0.7961212878581136, 0.5975972923915833, 0.7661503630224615],
  /** Dice, nonces 0–2, roll under 50.00: rolls in hundredths. */
  diceRolls: [9054, 6427, 3396],
  /** Limbo, nonces 0–2: results in hundredths. */
  limboResults: [1046, 277, 149],
  /** Mines with 3 mines, nonces 0 and 1. */
  minesLayouts: [
    [15, 20, 22],
    [0, 14, 16],
  ],
  /** Plinko high risk, 16 rows, nonce 7. */
  plinko: { nonce: 7, bucket: 5, multiplier4: 6200 },
  /** Slot, nonce 7: five jacks on line 3 and three on line 7 pay 5.6× the total bet. */
  slot: { nonce: 7, stops: [5, 1, 21, 7, 1], multiplier4: 56_000 },
  crash: {
    salt: 'arcadia-crash-salt-1',
    /** bustabit's scheme (every new chain): the points bustabit's own verifier gives. */
    rounds: crashSamples(254, 241),
    /** A five-round bustabit chain in play order, and the terminating hash it publishes. */
    chain: {
      seed: '5e6c0f8a2d4b9e1c7a3f6d0b8e2c5a9f1d4b7e0c3a6f9d2b5e8c1a4f7d0b3e6c',
      terminatingHash: '166484e0685db6e0d6a56da1dd65174158169da3eb7bd7b28bc7c99c577e3f21',
      rounds: [
        { hash: '13b648312fe611bc5586eddb140f2ab9ec5299a6676b5fbacac4f34f7808beaa', crash100: 125 },
        { hash: 'e9a33e29b923215f5b925241442b3e70fb03ec5be737b169212c3e0b8d010c2c', crash100: 368 },
        { hash: 'cb8d4df795d4fb39ffe66a931bc32a4feeb1691fd9ce3bd81ab0a7ed398f632e', crash100: 1566 },
        { hash: '300bebc2cd8318e13c949d0e9affdc707e33f2e504558e94b1c0bda386c4802e', crash100: 132 },
        { hash: 'f1adc0040e40e73429e7c7c165fe94c1293786929cbb748b04bfe213fa1b5cbb', crash100: 644 },
      ],
    },
    /** The legacy scheme (chains made before the switch): the same hashes give other points. */
    legacyRounds: crashSamples(132, 789),
  },
  lottery: {
    seed: '9e107d9d372bb6826bd81d3542a419d6e4b1f0c2a7d35e8b9c1f2a3b4c5d6e7f',
    issue: '20261122-0001',
    commitment: '90c290758dd8633e2c0f2491bccd5f4ec8c86e0b166bba4b0c3620fdec4594dd',
    digits: { gameCode: 'FAST5D', numbers: [9, 1, 5, 5, 2] },
    dice: { gameCode: 'FAST3', numbers: [1, 4, 4] },
    pk10: { gameCode: 'PK10', numbers: [3, 2, 9, 6, 7, 1, 4, 5, 10, 8] },
  },
} as const;

/**
 * Known-answer vectors: fixed seeds and the outcomes they must give. Checked by the package tests
 * (which also re-derive the bytes with node:crypto), by the server and by the verifier page, so a
 * change to any derivation shows up everywhere at once. The verifier offers them as examples.
 */
export const vectorSeeds = {
  serverSeed: '3f1c6a0e9b7d4c2a8e5f1b0d7c9a3e6f2b4d8c0a1e5f7b9d3c6a0e2f4b8d1c7a',
  clientSeed: 'lucky-otter',
} as const;

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
    rounds: [
      { hash: 'c55f41e51ff4b0f27c2a3a1c3f4b6d8f9a0e1d2c3b4a59687766554433221100', crash100: 132 },
      { hash: '0000000000000000000000000000000000000000000000000000000000000001', crash100: 789 },
    ],
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

import { describe, expect, it } from 'vitest';
import type { BgsGameFamily } from '@arcadia/contracts';
import { knownAnswers as K, vectorSeeds } from '@arcadia/fair';
import { fund, newMember } from '../../../test/wallet-fixtures.ts';
import { plantVectorSeeds, useBgsApp } from '../../../test/bgs-fixtures.ts';

/*
 * Known answers through the whole HTTP path: the published vector seeds are planted in a member's
 * seed pair, the bet is placed over HTTP, and the outcome must be the fixed one in @arcadia/fair's
 * vectors (numbers written down once, not recomputed here by the functions the server calls).
 */
const app = useBgsApp();
const db = () => app.t.database.db;
const call: typeof app.call = (...args) => app.call(...args);
const hundredths = (value: number) => (value / 100).toFixed(2);

/** A funded member whose `family` seed pair is the vector pair at `nonce`. */
async function vectorPlayer(family: BgsGameFamily, nonce: number) {
  const { member, token } = await newMember(db());
  await fund(db(), member.id, 100_000n, 'main');
  await call('GET', `/bgs/fairness?game=${family}`, token);
  await plantVectorSeeds(db(), member.id, family, { ...vectorSeeds, commitment: K.commitment }, nonce);
  return { member, token };
}

describe('the server plays the published known-answer vectors', () => {
  it('Dice nonces 0–2 under 50.00 roll the published rolls, and only the win pays 1.98×', async () => {
    const { token } = await vectorPlayer('dice', 0);
    for (const [nonce, roll100] of K.diceRolls.entries()) {
      const value = (
        await call('POST', '/bgs/dice/bet', token, { amount: '10.00', target: 50, direction: 'under' })
      ).json().value;
      expect(value).toMatchObject({
        nonce,
        roll: hundredths(roll100),
        serverSeedHash: K.commitment,
        clientSeed: vectorSeeds.clientSeed,
      });
      expect([value.win, value.payout]).toEqual(roll100 < 5000 ? [true, '19.80'] : [false, '0.00']);
    }
  });

  it('Limbo nonces 0–2 give the published results', async () => {
    const { token } = await vectorPlayer('limbo', 0);
    for (const result100 of K.limboResults) {
      const value = (await call('POST', '/bgs/limbo/bet', token, { amount: '1.00', target: 2 })).json().value;
      expect(value.result).toBe(hundredths(result100));
      expect(value.payout).toBe(result100 >= 200 ? '2.00' : '0.00');
    }
  });

  it.each([0, 1])('Mines nonce %i lays the published three mines', async (nonce) => {
    const { token } = await vectorPlayer('mines', nonce);
    const layout = K.minesLayouts[nonce]!;
    expect((await call('POST', '/bgs/mines/start', token, { amount: '1.00', mines: 3 })).statusCode).toBe(200);
    const lost = (await call('POST', '/bgs/mines/reveal', token, { tile: layout[0] })).json().value;
    expect(lost).toMatchObject({ status: 'lost', payout: '0.00' });
    expect([...lost.minePositions].sort((a: number, b: number) => a - b)).toEqual(layout);
  });

  it('Plinko high risk, 16 rows, nonce 7 lands in the published bucket and pays its multiplier', async () => {
    const { token } = await vectorPlayer('plinko', K.plinko.nonce);
    const value = (await call('POST', '/bgs/plinko/bet', token, { amount: '10.00', rows: 16, risk: 'high' })).json()
      .value;
    expect(value.bucket).toBe(K.plinko.bucket);
    expect(value.payout).toBe(((10 * K.plinko.multiplier4) / 10_000).toFixed(2));
  });

  it('the slot, nonce 7, stops at the published stops and pays 5.6× the total bet', async () => {
    const { token } = await vectorPlayer('slot', K.slot.nonce);
    const value = (await call('POST', '/bgs/slot/spin', token, { amount: '10.00' })).json().value;
    expect(value.stops).toEqual(K.slot.stops);
    expect(value.payout).toBe(((10 * K.slot.multiplier4) / 10_000).toFixed(2));
  });
});

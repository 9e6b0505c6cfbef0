import { describe, expect, it } from 'vitest';
import { BGS_GAME_FAMILIES, type BgsGameFamily } from '@arcadia/contracts';
import { playMinesLayout, sha256Hex } from '@arcadia/fair';
import { fund, newMember } from '../../../test/wallet-fixtures.ts';
import { activeSeed, launchToken, useBgsApp } from '../../../test/bgs-fixtures.ts';
import { openRound } from './crash-rounds.usecases.ts';

/*
 * A server seed is revealed only when no round played under it is still to be decided: revealing
 * the seed of an open Mines game gives its layout away (issue 23, hole 1).
 */
const bgs = useBgsApp();
const db = () => bgs.t.database.db;
const call: (typeof bgs)['call'] = (...args) => bgs.call(...args);
const rotate = (token: string, game: BgsGameFamily) => call('POST', '/bgs/fairness/rotate', token, { game });

/** One settled bet of each one-shot game. */
const INSTANT_BETS: Record<Exclude<BgsGameFamily, 'mines'>, [string, object]> = {
  dice: ['/bgs/dice/bet', { amount: '1.00', target: '50.00', direction: 'under' }],
  limbo: ['/bgs/limbo/bet', { amount: '1.00', target: '2.00' }],
  plinko: ['/bgs/plinko/bet', { amount: '1.00', rows: 8, risk: 'low' }],
  slot: ['/bgs/slot/spin', { amount: '1.00' }],
};

async function funded() {
  const made = await newMember(db());
  await fund(db(), made.member.id, 100_000n);
  return made;
}

describe('rotating a seed while a round played under it is open', () => {
  it('refuses to reveal the seed of an open Mines game (the layout stays secret), with a localised 409', async () => {
    const { member, token } = await funded();
    const started = (await call('POST', '/bgs/mines/start', token, { amount: '10.00', mines: 24 })).json().value;
    const seedBefore = await activeSeed(db(), member.id, 'mines');

    const rotated = await rotate(token, 'mines');
    const revealed = rotated.json().value?.revealed?.serverSeed as string | undefined;
    // Main answered 200 with the seed whose SHA-256 is the game's commitment: the one safe tile follows.
    expect(revealed && sha256Hex(revealed)).not.toBe(started.serverSeedHash);
    expect([rotated.statusCode, rotated.json().code]).toEqual([409, 'bgs.seed_in_play']);
    expect(rotated.json().message).toMatch(/Mines/);
    const inThai = await bgs.t.app.inject({
      method: 'POST',
      url: '/bgs/fairness/rotate',
      headers: { authorization: `Bearer ${token}`, Language: 'th' },
      payload: { game: 'mines' },
    });
    expect(inThai.json().message).not.toBe(rotated.json().message);

    // Nothing changed: the same pair is active, the game open, its layout still unseen.
    expect(await activeSeed(db(), member.id, 'mines')).toEqual(seedBefore);
    const fairness = (await call('GET', '/bgs/fairness?game=mines', token)).json().value;
    expect(fairness).toMatchObject({ serverSeedHash: started.serverSeedHash, previous: null });
    const history = (await call('GET', '/bgs/bets?game=mines', token)).json().value.list;
    expect(history).toHaveLength(1);
    expect(JSON.stringify(history)).not.toContain(seedBefore.serverSeed);
    expect((await call('GET', '/bgs/mines/current', token)).json().value).toMatchObject({ status: 'open' });
    // The launch token of the game is refused the same way.
    const launched = await rotate(await launchToken(db(), member.id, 'mines'), 'mines');
    expect([launched.statusCode, launched.json().code]).toEqual([409, 'bgs.seed_in_play']);

    // Once the game ends (lost on a mine), the seed may be revealed and it reproduces the layout.
    const layout = playMinesLayout({ ...seedBefore, nonce: started.nonce }, 24);
    await call('POST', '/bgs/mines/reveal', token, { tile: layout[0] });
    const after = await rotate(token, 'mines');
    expect(after.statusCode).toBe(200);
    expect(sha256Hex(after.json().value.revealed.serverSeed)).toBe(started.serverSeedHash);
  });

  it('a Mines game cashed out frees its seed; an open one holds only the mines seed, not the other families', async () => {
    const { member, token } = await funded();
    await call('GET', '/bgs/fairness?game=mines', token);
    const layout = playMinesLayout(await activeSeed(db(), member.id, 'mines'), 3);
    const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !layout.includes(i));
    await call('POST', '/bgs/mines/start', token, { amount: '1.00', mines: 3 });
    for (const family of BGS_GAME_FAMILIES.filter((f) => f !== 'mines'))
      expect((await rotate(token, family)).statusCode).toBe(200);
    await call('POST', '/bgs/mines/reveal', token, { tile: safe[0] });
    expect((await rotate(token, 'mines')).statusCode).toBe(409);
    expect((await call('POST', '/bgs/mines/cashout', token)).json().value.status).toBe('cashed_out');
    expect((await rotate(token, 'mines')).statusCode).toBe(200);
  });

  it('every one-shot game settles at once, so its seed rotates right after a bet and reproduces it', async () => {
    const { token } = await funded();
    for (const [family, [path, body]] of Object.entries(INSTANT_BETS) as [BgsGameFamily, [string, object]][]) {
      const bet = (await call('POST', path, token, body)).json().value;
      const rotated = await rotate(token, family);
      expect([family, rotated.statusCode]).toEqual([family, 200]);
      expect(sha256Hex(rotated.json().value.revealed.serverSeed)).toBe(bet.serverSeedHash);
    }
  });

  it('a Crash bet waiting for its round plays under the shared chain: no member seed reveals its round', async () => {
    const { member, token } = await funded();
    const { round } = await openRound(db(), 1, { bettingMs: 60_000, growthPerMs: 0.002, chainLength: 40 });
    expect((await call('POST', '/bgs/crash/bet', token, { amount: '1.00' })).statusCode).toBe(200);
    const chain = await db()
      .selectFrom('crash_chains')
      .select('seed')
      .where('id', '=', round.chainId)
      .executeTakeFirstOrThrow();
    for (const family of BGS_GAME_FAMILIES) {
      await call('GET', `/bgs/fairness?game=${family}`, token);
      const rotated = await rotate(token, family);
      expect(rotated.statusCode).toBe(200);
      const text = JSON.stringify(rotated.json());
      for (const secret of [round.hash, chain.seed]) expect(text).not.toContain(secret);
    }
    const bet = await db()
      .selectFrom('crash_bets')
      .select('status')
      .where('member_id', '=', member.id)
      .executeTakeFirst();
    expect(bet?.status).toBe('active');
  });
});

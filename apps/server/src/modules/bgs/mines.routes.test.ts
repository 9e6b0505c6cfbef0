import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { minesMultiplier4, playMinesLayout } from '@arcadia/fair';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balanceOf, fund, newMember } from '../../../test/wallet-fixtures.ts';
import { activeSeed, bgsCaller, countRows, expectBooksAgree } from '../../../test/bgs-fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof bgsCaller>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  call = bgsCaller(t);
});
afterEach(async () => expectBooksAgree(t.database.db));
afterAll(async () => t.close());
const db = () => t.database.db;

/** A funded member whose next Mines layout the test knows (read from the committed seed). */
async function player(mines: number) {
  const { member, token } = await newMember(db());
  await fund(db(), member.id, 10_000n);
  await call('GET', '/bgs/fairness?game=mines', token);
  const layout = playMinesLayout(await activeSeed(db(), member.id, 'mines'), mines);
  const safe = Array.from({ length: 25 }, (_, i) => i).filter((i) => !layout.includes(i));
  return { member, token, layout, safe };
}

describe('Mines', () => {
  it('start takes the stake, gems raise the multiplier, cashing out pays it; the layout shows only at the end', async () => {
    const { member, token, layout, safe } = await player(3);
    const started = await call('POST', '/bgs/mines/start', token, { amount: '10.00', mines: 3 });
    expect(started.statusCode).toBe(200);
    expect(started.json().value).toMatchObject({ status: 'open', revealed: [], minePositions: null, balance: '90.00' });
    const again = await call('POST', '/bgs/mines/start', token, { amount: '1.00', mines: 3 });
    expect([again.statusCode, again.json().code]).toEqual([409, 'bgs.game_open']);

    await call('POST', '/bgs/mines/reveal', token, { tile: safe[0] });
    const second = (await call('POST', '/bgs/mines/reveal', token, { tile: safe[1] })).json().value;
    const m4 = minesMultiplier4(3, 2);
    expect(second).toMatchObject({ status: 'open', revealed: [safe[0], safe[1]], minePositions: null });
    expect(second.multiplier).toBe((m4 / 10_000).toFixed(4));
    const repeat = await call('POST', '/bgs/mines/reveal', token, { tile: safe[1] });
    expect([repeat.statusCode, repeat.json().code]).toEqual([409, 'bgs.tile_revealed']);
    expect((await call('GET', '/bgs/mines/current', token)).json().value.revealed).toEqual([safe[0], safe[1]]);

    const cashed = (await call('POST', '/bgs/mines/cashout', token)).json().value;
    const payout = Math.floor((1000 * m4) / 10_000);
    expect(cashed).toMatchObject({ status: 'cashed_out', minePositions: layout, payout: (payout / 100).toFixed(2) });
    expect(await balanceOf(db(), member.id, 'main')).toBe(BigInt(9_000 + payout));
    expect((await call('GET', '/bgs/mines/current', token)).json().value).toBeNull();
    const bet = await db().selectFrom('bets').selectAll().where('id', '=', cashed.betId).executeTakeFirstOrThrow();
    expect([bet.status, Number(bet.payout)]).toEqual(['settled', payout]);
  });

  it('a mine ends the game at zero; nothing open afterwards', async () => {
    const { member, token, layout } = await player(5);
    await call('POST', '/bgs/mines/start', token, { amount: '2.00', mines: 5 });
    const lost = (await call('POST', '/bgs/mines/reveal', token, { tile: layout[0] })).json().value;
    expect(lost).toMatchObject({ status: 'lost', payout: '0.00', minePositions: layout, balance: '98.00' });
    const none = await call('POST', '/bgs/mines/cashout', token);
    expect([none.statusCode, none.json().code]).toEqual([404, 'bgs.no_open_game']);
    expect(await countRows(db(), member.id)).toEqual({ bets: 1, rounds: 1 });
  });

  it('revealing every gem cashes out by itself; cashing out before any gem is refused', async () => {
    const { token, safe } = await player(24);
    await call('POST', '/bgs/mines/start', token, { amount: '1.00', mines: 24 });
    const early = await call('POST', '/bgs/mines/cashout', token);
    expect([early.statusCode, early.json().code]).toEqual([409, 'bgs.nothing_to_cash_out']);
    const won = (await call('POST', '/bgs/mines/reveal', token, { tile: safe[0] })).json().value;
    expect(won).toMatchObject({ status: 'cashed_out', multiplier: '24.7500', payout: '24.75' });
  });

  it('concurrent starts open one game, concurrent reveals of one tile count once', async () => {
    const { member, token, safe } = await player(1);
    const starts = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/bgs/mines/start', token, { amount: '1.00', mines: 1 })),
    );
    expect(starts.filter((s) => s.statusCode === 200)).toHaveLength(1);
    const reveals = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', '/bgs/mines/reveal', token, { tile: safe[3] })),
    );
    expect(reveals.filter((s) => s.statusCode === 200)).toHaveLength(1);
    expect((await call('GET', '/bgs/mines/current', token)).json().value.revealed).toEqual([safe[3]]);
    expect(await countRows(db(), member.id)).toEqual({ bets: 1, rounds: 1 });
  });
});

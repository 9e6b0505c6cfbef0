import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BgsGameFamily } from '@arcadia/contracts';
import { playDice, playLimbo, playPlinko, playSlot, sha256Hex } from '@arcadia/fair';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balanceOf, fund, newMember } from '../../../test/wallet-fixtures.ts';
import { activeSeed, bgsCaller, countRows, expectBooksAgree, launchToken } from '../../../test/bgs-fixtures.ts';

let t: TestApp;
let call: ReturnType<typeof bgsCaller>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000', BGS_BET_LIMITS: 'limbo=0.50-200' });
  call = bgsCaller(t);
});
afterEach(async () => expectBooksAgree(t.database.db));
afterAll(async () => t.close());
const db = () => t.database.db;
/** The commitment is shown first (as a game page does), then the test reads the secret behind it. */
async function committed(token: string, memberId: number, family: BgsGameFamily) {
  await call('GET', `/bgs/fairness?game=${family}`, token);
  return activeSeed(db(), memberId, family);
}

async function funded(cents = 10_000n, isAgent?: number) {
  const made = await newMember(db(), isAgent === undefined ? {} : { isAgent });
  await fund(db(), made.member.id, cents, isAgent === 4 ? 'demo' : 'main');
  return made;
}

describe('in-house bet calls', () => {
  it('Dice: the roll the committed seed gives, paid at the published multiplier, one bets row and round row', async () => {
    const { member, token } = await funded();
    const seed = await committed(token, member.id, 'dice');
    const expected = playDice(seed, { target100: 5000, direction: 'under' });
    const response = await call('POST', '/bgs/dice/bet', token, { amount: '10.00', target: 50, direction: 'under' });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    const payout = expected.win ? Math.floor((1000 * expected.multiplier4) / 10_000) : 0;
    expect(value).toMatchObject({
      roll: (expected.roll100 / 100).toFixed(2),
      win: expected.win,
      nonce: 0,
      serverSeedHash: sha256Hex(seed.serverSeed),
      clientSeed: seed.clientSeed,
      amount: '10.00',
      payout: (payout / 100).toFixed(2),
      balance: ((10_000 - 1000 + payout) / 100).toFixed(2),
      demo: false,
    });
    const bet = await db().selectFrom('bets').selectAll().where('id', '=', value.betId).executeTakeFirstOrThrow();
    expect([bet.status, Number(bet.stake), Number(bet.payout), bet.bet_ledger_id !== null]).toEqual([
      'settled',
      1000,
      payout,
      true,
    ]);
    const round = await db()
      .selectFrom('bgs_rounds')
      .selectAll()
      .where('bet_id', '=', value.betId)
      .executeTakeFirstOrThrow();
    expect(round).toMatchObject({
      server_seed_hash: sha256Hex(seed.serverSeed),
      client_seed: seed.clientSeed,
      family: 'dice',
    });
    expect(Number(round.nonce)).toBe(0);
    expect(JSON.parse(round.outcome)).toEqual({ roll: value.roll });
    const next = await call('POST', '/bgs/dice/bet', token, { amount: '1', target: 40.5, direction: 'over' });
    expect(next.json().value.nonce).toBe(1);
  });

  it('a near-sure Dice roll counts only its real risk as valid bet: 98 % chance → 4 % of the stake, 50 % → all', async () => {
    const { token } = await funded();
    const validBetOf = async (target: number) => {
      const response = await call('POST', '/bgs/dice/bet', token, { amount: '10.00', target, direction: 'under' });
      expect(response.statusCode).toBe(200);
      const row = await db()
        .selectFrom('bets')
        .select('valid_bet')
        .where('id', '=', Number(response.json().value.betId))
        .executeTakeFirstOrThrow();
      return Number(row.valid_bet);
    };
    expect(await validBetOf(98)).toBe(40);
    expect(await validBetOf(50)).toBe(1_000);
  });

  it('Limbo, Plinko and the slot: outcomes from the seeds, payout = stake × multiplier', async () => {
    const { member, token } = await funded();
    const limboSeed = await committed(token, member.id, 'limbo');
    const limbo = (await call('POST', '/bgs/limbo/bet', token, { amount: '2.00', target: 1.5 })).json().value;
    const limboExpected = playLimbo(limboSeed, 150);
    expect(limbo.result).toBe((limboExpected.result100 / 100).toFixed(2));
    expect(limbo.payout).toBe(limboExpected.win ? '3.00' : '0.00');

    const plinkoSeed = await committed(token, member.id, 'plinko');
    const plinko = (await call('POST', '/bgs/plinko/bet', token, { amount: '1.00', rows: 12, risk: 'high' })).json()
      .value;
    const plinkoExpected = playPlinko(plinkoSeed, 'high', 12);
    expect([plinko.path, plinko.bucket]).toEqual([plinkoExpected.path, plinkoExpected.bucket]);
    expect(plinko.payout).toBe((Math.floor((100 * plinkoExpected.multiplier4) / 10_000) / 100).toFixed(2));

    const slotSeed = await committed(token, member.id, 'slot');
    const slot = (await call('POST', '/bgs/slot/spin', token, { amount: '1.00' })).json().value;
    const slotExpected = playSlot(slotSeed);
    expect([slot.stops, slot.window]).toEqual([slotExpected.stops, slotExpected.window]);
    expect(slot.payout).toBe((Math.floor((100 * slotExpected.multiplier4) / 10_000) / 100).toFixed(2));
    expect((await countRows(db(), member.id)).rounds).toBe(3);
  });

  it('twenty concurrent Dice bets never overdraw: each accepted one has its bets row and postings', async () => {
    const { member, token } = await funded(1_000n);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', '/bgs/dice/bet', token, { amount: '1.00', target: 2, direction: 'under' }),
      ),
    );
    const accepted = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode !== 200);
    for (const r of refused) expect([r.statusCode, r.json().code]).toEqual([422, 'wallet.insufficient_funds']);
    expect(accepted.length).toBeGreaterThanOrEqual(10);
    const balance = await balanceOf(db(), member.id, 'main');
    expect(balance).toBeGreaterThanOrEqual(0n);
    const wins = accepted.reduce((sum, a) => sum + Math.round(Number(a.json().value.payout) * 100), 0);
    expect(balance).toBe(1_000n - BigInt(accepted.length * 100) + BigInt(wins));
    expect(await countRows(db(), member.id)).toEqual({ bets: accepted.length, rounds: accepted.length });
    const nonces = accepted.map((a) => a.json().value.nonce as number).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: accepted.length }, (_, i) => i));
    const postings = await db().selectFrom('bets').select('bet_ledger_id').where('member_id', '=', member.id).execute();
    expect(postings.every((p) => p.bet_ledger_id !== null)).toBe(true);
  });

  it('bad input is a 400 with field errors and changes nothing (balance, nonce, rows)', async () => {
    const { member, token } = await funded();
    await call('GET', '/bgs/fairness?game=dice', token);
    const cases: [string, object, string][] = [
      ['/bgs/dice/bet', { amount: '1.00', target: 99.5, direction: 'under' }, 'target'],
      ['/bgs/dice/bet', { amount: '-1', target: 50, direction: 'under' }, 'amount'],
      ['/bgs/dice/bet', { amount: '0.01', target: 50, direction: 'under' }, 'amount'],
      ['/bgs/dice/bet', { amount: '1.00', target: 50.123, direction: 'under' }, 'target'],
      ['/bgs/dice/bet', { amount: '1.00', target: 50, direction: 'sideways' }, 'direction'],
      ['/bgs/limbo/bet', { amount: '500', target: 2 }, 'amount'],
      ['/bgs/plinko/bet', { amount: '1', rows: 17, risk: 'high' }, 'rows'],
      ['/bgs/mines/start', { amount: '1', mines: 25 }, 'mines'],
    ];
    for (const [url, body, field] of cases) {
      const response = await call('POST', url, token, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const tooBig = await call('POST', '/bgs/limbo/bet', token, { amount: '500', target: 2 });
    expect(tooBig.json().errors[0]).toMatchObject({
      key: 'validation.amount_range',
      params: { min: '0.50', max: '200.00' },
    });
    expect(await balanceOf(db(), member.id, 'main')).toBe(10_000n);
    expect((await activeSeed(db(), member.id, 'dice')).nonce).toBe(0);
    expect(await countRows(db(), member.id)).toEqual({ bets: 0, rounds: 0 });
  });

  it('a trial account bets demo credit only, never real money', async () => {
    const { member, token } = await funded(5_000n, 4);
    const response = await call('POST', '/bgs/plinko/bet', token, { amount: '5.00', rows: 8, risk: 'low' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.demo).toBe(true);
    expect(await balanceOf(db(), member.id, 'main')).toBe(0n);
    const bet = await db().selectFrom('bets').selectAll().where('member_id', '=', member.id).executeTakeFirstOrThrow();
    expect(Number(bet.demo)).toBe(1);
    expect(await balanceOf(db(), member.id, 'demo')).toBe(5_000n - 500n + BigInt(Number(bet.payout)));
  });

  it('the launch token plays its own game only; no token is 401', async () => {
    const { member } = await funded();
    const token = await launchToken(db(), member.id, 'dice');
    expect(
      (await call('POST', '/bgs/dice/bet', token, { amount: '1', target: 50, direction: 'over' })).statusCode,
    ).toBe(200);
    expect((await call('GET', '/bgs/fairness?game=dice', token)).statusCode).toBe(200);
    const other = await call('POST', '/bgs/limbo/bet', token, { amount: '1', target: 2 });
    expect([other.statusCode, other.json().code]).toEqual([403, 'bgs.wrong_game']);
    expect(
      (await call('POST', '/bgs/dice/bet', 'x'.repeat(43), { amount: '1', target: 50, direction: 'over' })).statusCode,
    ).toBe(401);
  });

  it('launchGame opens the game page with a launch token that plays it', async () => {
    const { token } = await funded();
    const game = await db()
      .selectFrom('games')
      .select('id')
      .where('game_code', '=', 'bgs_mines')
      .executeTakeFirstOrThrow();
    const launched = await call('POST', '/wps/game/launchGame', token, {
      nodeId: Number(game.id),
      backUrl: '/inhouse',
    });
    expect(launched.statusCode).toBe(200);
    const url = new URL(launched.json().value.game_url, 'http://x');
    expect([url.pathname, url.searchParams.get('lobby')]).toEqual(['/originals/mines', '/inhouse']);
    const started = await call('POST', '/bgs/mines/start', url.searchParams.get('launch')!, { amount: '1', mines: 3 });
    expect(started.statusCode).toBe(200);
  });

  it('the history links each bet to the verifier once its seed is revealed', async () => {
    const { token } = await funded();
    await call('POST', '/bgs/dice/bet', token, { amount: '1', target: 50, direction: 'over' });
    const before = (await call('GET', '/bgs/bets?game=dice', token)).json().value.list;
    expect(before[0]).toMatchObject({ serverSeed: null, verifyUrl: null, nonce: 0 });
    expect((await call('GET', '/wps/relay/ODSFE2_MemBetRecord', token)).json().value.list[0].verifyUrl).toBeNull();
    const { revealed } = (await call('POST', '/bgs/fairness/rotate', token, { game: 'dice' })).json().value;
    const after = (await call('GET', '/bgs/bets?game=dice', token)).json().value.list;
    const url = new URL(after[0].verifyUrl, 'http://x');
    const record = (await call('GET', '/wps/relay/ODSFE2_MemBetRecord', token)).json().value.list;
    expect(record[0].verifyUrl).toBe(after[0].verifyUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'dice',
      serverSeed: revealed.serverSeed,
      clientSeed: revealed.clientSeed,
      nonce: '0',
      target: '50.00',
      direction: 'over',
    });
  });
});

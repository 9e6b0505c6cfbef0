import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balanceOf, expectLedgerSound, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { checkBetsAgainstLedger } from '../game-wallet/bets-ledger-check.ts';
import { loadConfig } from '../../config/config.ts';
import { gameIdOf, launchGame } from '../../../test/factories/games.ts';

let t: TestApp;
let member: { id: number; token: string };
let play: string;
/** A trial account's play session: demo credit, where test sequences run. */
let trial: { id: number; play: string };

async function launch(token: string, code: string): Promise<string> {
  const nodeId = await gameIdOf(t.database.db, code);
  const res = await launchGame(t.app, token, { nodeId, accountType: 1, platform: 'html5-desktop', clientType: 3 });
  expect(res.statusCode).toBe(200);
  return res.json().value.game_url as string;
}
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const main = () => balanceOf(t.database.db, member.id, 'main');
const demo = () => balanceOf(t.database.db, trial.id, 'demo');

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  // Wallet calls go out over real HTTP once the server listens, as from a remote aggregator.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const m = await newMember(t.database.db);
  member = { id: m.member.id, token: m.token };
  await fund(t.database.db, member.id, 5_000n);
  play = await launch(member.token, 'pxg_010');
  const t4 = await newMember(t.database.db, { isAgent: 4 });
  await fund(t.database.db, t4.member.id, 5_000n, 'demo');
  trial = { id: t4.member.id, play: await launch(t4.token, 'lmn_001') };
});
afterAll(async () => t.close());
afterEach(async () => {
  await expectLedgerSound(t.database.db);
  const check = await checkBetsAgainstLedger(t.database.db, MERCHANT);
  expect(check.fromBets).toBe(check.fromLedger);
});

describe('sandbox aggregator', () => {
  it('launches a demo studio game to its play page with the game name and art', async () => {
    expect(play).toMatch(/^\/sandbox-aggregator\/play\/[\w-]+$/);
    const page = await t.app.inject({ method: 'GET', url: play });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const game = await t.database.db
      .selectFrom('games')
      .select(['names', 'art'])
      .where('game_code', '=', 'pxg_010')
      .executeTakeFirstOrThrow();
    expect(page.body).toContain(JSON.parse(game.names).en.replaceAll("'", '&#39;'));
    expect(page.body).toContain(`/lgw/games/art/${game.art}`);
    expect(page.body).toContain('<button type="submit" id="go">Spin</button>');
  });

  it('plays rounds as signed bet and win calls to our wallet: the balance moves by exactly the net', async () => {
    const before = await main();
    let net = 0n;
    for (let i = 0; i < 3; i++) {
      const res = await post(`${play}/round`, { stake: '2.00' });
      expect(res.statusCode).toBe(200);
      const r = res.json().value;
      expect(r.status).toBe('RS_OK');
      net += BigInt(Math.round(Number(r.payout) * 100)) - 200n;
      expect(BigInt(Math.round(Number(r.balance) * 100))).toBe(before + net);
    }
    expect(await main()).toBe(before + net);
    const bets = await t.database.db
      .selectFrom('bets')
      .select(['status', 'stake'])
      .where('member_id', '=', member.id)
      .execute();
    expect(bets.filter((b) => b.status === 'settled')).toHaveLength(3);
    const balance = await t.app.inject({ method: 'GET', url: `${play}/balance` });
    expect(Number(balance.json().value.balance)).toBeCloseTo(Number(before + net) / 100);
  });

  it('answers not enough money with the balance and charges nothing', async () => {
    const before = await main();
    const r = (await post(`${play}/round`, { stake: '999.00' })).json().value;
    expect(r).toMatchObject({ status: 'RS_ERROR_NOT_ENOUGH_MONEY', payout: '0.00' });
    expect(await main()).toBe(before);
  });

  it('refuses a bad stake and an unknown session', async () => {
    expect((await post(`${play}/round`, { stake: '-1' })).statusCode).toBe(400);
    expect((await post(`${play}/round`, { stake: '0.01' })).json().code).toBe('bets.amount_invalid');
    expect((await post('/sandbox-aggregator/play/unknown-session-id/round', { stake: '1.00' })).statusCode).toBe(404);
  });

  it.each([
    ['duplicate-bet', ['RS_OK', 'RS_OK', 'RS_OK'], -100n],
    ['duplicate-win', ['RS_OK', 'RS_OK', 'RS_OK'], 100n],
    ['rollback-before-bet', ['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK'], 0n],
    ['win-after-rollback', ['RS_OK', 'RS_OK', 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'], 0n],
  ] as const)('replays %s on demand, on demo credit', async (scenario, statuses, change) => {
    const before = await demo();
    const res = await post(`${trial.play}/scenario`, { scenario, stake: '1.00' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.steps.map((s: { status: string }) => s.status)).toEqual(statuses);
    expect(await demo()).toBe(before + change);
    expect(await balanceOf(t.database.db, trial.id, 'main')).toBe(0n);
  });

  it('replays a timed-out bet: rolled back whichever call arrives first', async () => {
    const before = await demo();
    const steps = (await post(`${trial.play}/scenario`, { scenario: 'timeout', stake: '1.00' })).json().value.steps;
    expect(steps[0].status).toBe('NO_ANSWER');
    expect(steps[1].status).toBe('RS_OK');
    expect(['RS_OK', 'RS_ERROR_TRANSACTION_ROLLED_BACK']).toContain(steps[2].status);
    expect(await demo()).toBe(before);
  });

  it("refuses test sequences on a member's money: a duplicate win run five times pays nothing", async () => {
    const before = await main();
    for (let i = 0; i < 5; i++) {
      const res = await post(`${play}/scenario`, { scenario: 'duplicate-win', stake: '10.00' });
      expect([res.statusCode, res.json().code]).toEqual([403, 'games.scenario_demo_only']);
    }
    expect(await main()).toBe(before);
    const page = (await t.app.inject({ method: 'GET', url: play })).body;
    expect(page).not.toContain('id="scenario"');
    expect((await t.app.inject({ method: 'GET', url: trial.play })).body).toContain('id="scenario"');
  });

  it('keeps play session ids out of the access log', async () => {
    await post(`${play}/round`, { stake: '1.00' });
    await post(`${trial.play}/scenario`, { scenario: 'duplicate-bet', stake: '1.00' });
    const logs = t.logs.join('\n');
    expect(logs).toContain('/sandbox-aggregator/play/[Redacted]/round');
    for (const url of [play, trial.play]) expect(logs).not.toContain(url.split('/').pop()!);
  });

  it('plays a trial account with demo credit, never real money', async () => {
    const trial = await newMember(t.database.db, { isAgent: 4 });
    await fund(t.database.db, trial.member.id, 1_000n, 'demo');
    const url = await launch(trial.token, 'lmn_001');
    expect((await t.app.inject({ method: 'GET', url })).body).toContain('>Deal</button>');
    const r = (await post(`${url}/round`, { stake: '1.00' })).json().value;
    expect(r.status).toBe('RS_OK');
    const demo = await balanceOf(t.database.db, trial.member.id, 'demo');
    expect(demo).toBe(1_000n - 100n + BigInt(Math.round(Number(r.payout) * 100)));
    expect(await balanceOf(t.database.db, trial.member.id, 'main')).toBe(0n);
  });

  it('answers its Games API only to requests signed with the operator key', async () => {
    const body = JSON.stringify({ operator_id: 1 });
    const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const res = await t.app.inject({
      method: 'POST',
      url: '/sandbox-aggregator/operator/generic/v2/game/list',
      headers: {
        'content-type': 'application/json',
        'x-hub88-signature': sign('RSA-SHA256', Buffer.from(body), stranger).toString('base64'),
      },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid signature' });
  });
});

describe('sandbox aggregator switch', () => {
  it('is on in development and test, off in production unless SANDBOX_AGGREGATOR=on', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).sandboxAggregator).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).sandboxAggregator).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).sandboxAggregator).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SANDBOX_AGGREGATOR: 'on' }).sandboxAggregator).toBe(true);
  });

  it('when off, demo studios are not launchable and the wallet routes are gone', async () => {
    const off = await createTestApp({ SANDBOX_AGGREGATOR: 'off' });
    const m = await newMember(off.database.db);
    const res = await launchGame(off.app, m.token, { nodeId: await gameIdOf(off.database.db, 'pxg_001') });
    const wallet = await off.app.inject({ method: 'POST', url: '/hub88/wallet/user/balance', payload: {} });
    await off.close();
    expect(res.json().code).toBe('games.unavailable');
    expect(wallet.statusCode).toBe(404);
  });
});

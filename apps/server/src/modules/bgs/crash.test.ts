import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { crashPoint100, previousRoundHash } from '@arcadia/fair';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { balanceOf, fund, newMember } from '../../../test/wallet-fixtures.ts';
import { bgsCaller, expectBooksAgree, launchToken } from '../../../test/bgs-fixtures.ts';
import { FAST_CRASH, flightMsFor, publishChainWithFirstCrash, until, watch } from '../../../test/crash-fixtures.ts';
import { crashRepository } from './crash.repository.ts';
import { openRound } from './crash-rounds.usecases.ts';

let t: TestApp;
let call: ReturnType<typeof bgsCaller>;
beforeAll(async () => {
  // A betting phase long enough for five bets on a busy CI machine; a steep curve all the same.
  t = await createTestApp({ ...FAST_CRASH, CRASH_BETTING_MS: '2500', RATE_LIMIT_PER_MINUTE: '100000' });
  call = bgsCaller(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterEach(async () => expectBooksAgree(t.database.db));
afterAll(async () => t.close());
const db = () => t.database.db;
const settings = () => ({ bettingMs: 60_000, growthPerMs: 0.002, chainLength: 40 });

async function player(cents: bigint, trial = false) {
  const made = await newMember(db(), trial ? { isAgent: 4 } : {});
  await fund(db(), made.member.id, cents, trial ? 'demo' : 'main');
  return made;
}

async function winsOfRound(number: number) {
  const rows = await db()
    .selectFrom('game_transactions')
    .select(['transaction_id'])
    .where('kind', '=', 'win')
    .where('transaction_id', 'like', `crash:${number}:%`)
    .execute();
  return rows.map((r) => r.transaction_id).sort();
}

describe('live Crash', () => {
  it('a round with several players settles every bet exactly once, players who left included', async () => {
    const { crash100, chain } = await publishChainWithFirstCrash(db(), 1, 1000, 5000);
    const [manual, auto, autoTooHigh, leaver, trial] = await Promise.all([
      player(10_000n),
      player(10_000n),
      player(10_000n),
      player(10_000n),
      player(10_000n, true),
    ]);
    const stay = await watch(t);
    const gone = await watch(t);
    expect(stay.events[0]).toMatchObject({ type: 'snapshot', round: null });

    const driving = t.app.crash.loop.drive(1);
    await expect.poll(async () => (await crashRepository.latestRound(db()))?.number).toBe(1);
    const round = (await crashRepository.latestRound(db()))!;
    expect([round.crash100, round.hash.length]).toEqual([crash100, 64]);
    const bet = (token: string, body: object) => call('POST', '/bgs/crash/bet', token, body);
    // The crash game's launch token works like the member's own.
    const autoLaunch = await launchToken(db(), auto.member.id, 'crash');
    expect((await bet(manual.token, { amount: '10.00' })).statusCode).toBe(200);
    expect((await bet(autoLaunch, { amount: '5.00', autoCashout: 2 })).json().value.bet.autoCashout).toBe('2.00');
    await bet(autoTooHigh.token, { amount: '7.00', autoCashout: (crash100 + 1) / 100 });
    await bet(leaver.token, { amount: '3.00' });
    const demo = (await bet(trial.token, { amount: '4.00', autoCashout: 1.1 })).json().value;
    expect([demo.demo, demo.balance]).toEqual([true, '96.00']);
    expect((await bet(manual.token, { amount: '1.00' })).json().code).toBe('bgs.crash_already_bet');
    // Three players close their page: their bets stay and are settled all the same.
    gone.socket.terminate();

    await until(Date.parse(round.flightAt) + flightMsFor(150));
    const cashed = (await call('POST', '/bgs/crash/cashout', manual.token)).json().value;
    const at = Math.round(Number(cashed.bet.cashout) * 100);
    expect(at).toBeGreaterThanOrEqual(150);
    expect(at).toBeLessThan(crash100);
    expect(cashed.bet.payout).toBe(((1000 * at) / 100 / 100).toFixed(2));
    expect((await call('POST', '/bgs/crash/cashout', manual.token)).json().code).toBe('bgs.crash_no_bet');
    expect((await bet(leaver.token, { amount: '1.00' })).json().code).toBe('bgs.crash_betting_closed');

    expect(await driving).toEqual({ round: 1, crash: (crash100 / 100).toFixed(2) });
    const bets = await crashRepository.betsOfRound(db(), round.id);
    const byMember = new Map(bets.map((b) => [b.memberId, b]));
    expect(byMember.get(auto.member.id)).toMatchObject({ status: 'cashed_out', cashout100: 200, payout: 1000n });
    expect(byMember.get(autoTooHigh.member.id)).toMatchObject({ status: 'lost', payout: 0n });
    expect(byMember.get(leaver.member.id)).toMatchObject({ status: 'lost', payout: 0n });
    expect(byMember.get(trial.member.id)).toMatchObject({ status: 'cashed_out', cashout100: 110, payout: 440n });
    // One win (a payout of zero for a loss) per bet, and every bets row settled with that payout.
    const members = [manual, auto, autoTooHigh, leaver, trial].map((p) => p.member.id);
    expect(await winsOfRound(1)).toEqual(members.map((id) => `crash:1:${id}:win`).sort());
    for (const b of bets) {
      const row = await db().selectFrom('bets').selectAll().where('id', '=', b.betId).executeTakeFirstOrThrow();
      expect([row.status, BigInt(row.payout), row.round]).toEqual(['settled', b.payout, 'crash:1']);
    }
    expect(await balanceOf(db(), auto.member.id, 'main')).toBe(10_500n);
    expect(await balanceOf(db(), trial.member.id, 'demo')).toBe(10_040n);

    // The loop running the round again (a retry, a second instance) pays nothing twice.
    await t.app.crash.loop.drive(1);
    expect(await winsOfRound(1)).toHaveLength(5);

    // The watcher saw it all live; the revealed hash gives the crash point and leads to the published chain.
    await expect.poll(() => stay.of('bust').length).toBe(1);
    const bust = stay.of('bust')[0]!;
    expect(bust).toMatchObject({ number: 1, crash: (crash100 / 100).toFixed(2), hash: round.hash });
    expect(crashPoint100(bust.hash, chain.salt)).toBe(crash100);
    expect(previousRoundHash(bust.hash)).toBe(chain.terminating_hash);
    expect(stay.of('bet').map((e) => e.player.amount)).toEqual(['10.00', '5.00', '7.00', '3.00', '4.00']);
    expect(stay.of('flight')).toHaveLength(1);
    const cashouts = stay.of('cashout').flatMap((e) => e.players.map((p) => p.cashout));
    expect(cashouts.sort()).toEqual(['1.10', '2.00', cashed.bet.cashout].sort());
    // The next round opens at the bust, and is announced.
    expect(stay.of('betting').map((e) => e.number)).toEqual([1, 2]);
    stay.socket.terminate();

    // The player's own list links each busted round to the verifier.
    const mine = (await call('GET', '/bgs/crash/bets', manual.token)).json().value.list;
    expect(mine[0]).toMatchObject({ round: 1, hash: round.hash, crash: (crash100 / 100).toFixed(2) });
    // Round 1 is the chain's first: one hash from the terminating hash, in bustabit's scheme.
    expect(mine[0].verifyUrl).toBe(
      `/fairness?game=crash&hash=${round.hash}&salt=${chain.salt}&scheme=bustabit&walk=1&terminatingHash=${chain.terminating_hash}`,
    );
    // So does the betting record's Crash line.
    const record = (await call('GET', '/wps/relay/ODSFE2_MemBetRecord', manual.token)).json().value.list;
    expect(record[0].verifyUrl).toBe(mine[0].verifyUrl);
    const state = (await call('GET', '/bgs/crash/state', manual.token)).json().value;
    expect(state.history[0]).toMatchObject({ number: 1, hash: round.hash });
    expect(state.round).toMatchObject({ number: 2, phase: 'betting', hash: null, crash: null });
    expect(state.chain.terminatingHash).toBe(chain.terminating_hash);
  });

  it('the live socket and the calls are in the OpenAPI document; a plain GET of the socket is told to upgrade', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths;
    for (const path of [
      '/bgs/crash/live',
      '/bgs/crash/state',
      '/bgs/crash/bet',
      '/bgs/crash/cashout',
      '/bgs/crash/bets',
    ])
      expect(paths[path], path).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/bgs/crash/live' })).statusCode).toBe(426);
  });

  it('a bet needs the money and the limits; a refused bet changes nothing', async () => {
    const poor = await player(500n);
    // A round of its own, boarding for a minute: nothing here depends on the clock.
    const latest = (await crashRepository.latestRound(db()))?.number ?? 0;
    const { round } = await openRound(db(), latest + 1, settings());
    expect(round.status).toBe('betting');
    const tooMuch = await call('POST', '/bgs/crash/bet', poor.token, { amount: '6.00' });
    expect([tooMuch.statusCode, tooMuch.json().value.balance]).toEqual([422, '5.00']);
    expect((await call('POST', '/bgs/crash/bet', poor.token, { amount: '0.01' })).statusCode).toBe(400);
    expect((await call('POST', '/bgs/crash/bet', poor.token, { amount: '1', autoCashout: 1 })).statusCode).toBe(400);
    expect(await crashRepository.betOf(db(), round.id, poor.member.id)).toBeUndefined();
    // Two bets of one player at once: one is taken, once.
    const rich = await player(10_000n);
    const twice = await Promise.all([1, 2].map(() => call('POST', '/bgs/crash/bet', rich.token, { amount: '10.00' })));
    expect(twice.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceOf(db(), rich.member.id, 'main')).toBe(9_000n);
    // Another game's launch token cannot bet on Crash.
    const diceToken = await launchToken(db(), poor.member.id, 'dice');
    expect((await call('POST', '/bgs/crash/bet', diceToken, { amount: '1' })).statusCode).toBe(403);
  });
});

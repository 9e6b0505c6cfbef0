import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';
import { gameIdOf } from '../../../test/factories/games.ts';
import { findGameSession } from './game-sessions.usecases.ts';
import type { LaunchRequest } from './launcher.ts';
import { rowCount } from '../../../test/test-db.ts';

let t: TestApp;
let member: { id: number; token: string };
let trial: { token: string };
const seen: LaunchRequest[] = [];

const gameId = (code: string) => gameIdOf(t.database.db, code);
const launch = (token: string | null, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/game/launchGame',
    headers: token ? auth(token) : { Language: 'en' },
    payload: { accountType: 1, launchMode: 'GLS', platform: 'html5-desktop', clientType: 3, ...body },
  });

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' }, (app) => {
    // A stand-in for two vendors' launchers: records what the port hands them.
    app.gameLaunchers.register('vendor:PXG', async (l) => {
      seen.push(l);
      return { game_url: `/test-vendor/${l.game.gameCode}` };
    });
    app.gameLaunchers.register('vendor:KRT', async (l) => ({ game_url2: `/test-room/${l.roomId ?? 'lobby'}` }));
    app.gameLaunchers.register('vendor:CRL', async () => ({}));
  });
  const db = t.database.db;
  const m = await newMember(db);
  member = { id: m.member.id, token: m.token };
  trial = { token: (await newMember(db, { isAgent: 4 })).token };
});
afterAll(async () => t.close());

describe('POST /wps/game/launchGame', () => {
  it('needs a member token', async () => {
    const res = await launch(null, { nodeId: await gameId('pxg_001') });
    expect(res.statusCode).toBe(401);
  });

  it('makes a launch token bound to member, game and currency, answers game_url and records the game as recent', async () => {
    const nodeId = await gameId('pxg_002');
    const res = await launch(member.token, { nodeId, backUrl: '/rng' });
    expect(res.statusCode).toBe(200);
    expect(res.json().value).toEqual({ game_url: '/test-vendor/pxg_002', demo: false });
    const l = seen.at(-1)!;
    expect(l).toMatchObject({ memberId: member.id, currency: 'USD', demo: false, lobbyUrl: '/rng', language: 'en' });
    const session = await findGameSession(t.database.db, l.token, t.app.memberIdleMinutes);
    expect(session).toMatchObject({
      memberId: member.id,
      gameId: nodeId,
      currency: 'USD',
      demo: false,
      expired: false,
    });
    const recent = await t.app.inject({ method: 'GET', url: '/wps/relay/GCS_recentGame', headers: auth(member.token) });
    expect(recent.json().value.list[0].nodeId).toBe(nodeId);
  });

  it('never passes an outside address as the home button', async () => {
    await launch(member.token, { nodeId: await gameId('pxg_003'), backUrl: '//evil.example/x' });
    expect(seen.at(-1)!.lobbyUrl).toBe('/');
  });

  it('the home button follows the one link rule: encoded slashes and backslashes fall back to the home page', async () => {
    const nodeId = await gameId('pxg_003');
    for (const backUrl of ['/%5Cevil.example', '/%2F%2Fevil.example', '/%252F%252Fevil.example', '/%09/evil.example']) {
      await launch(member.token, { nodeId, backUrl });
      expect([backUrl, seen.at(-1)!.lobbyUrl]).toEqual([backUrl, '/']);
    }
    await launch(member.token, { nodeId, backUrl: '/inhouse?tab=dice' });
    expect(seen.at(-1)!.lobbyUrl).toBe('/inhouse?tab=dice');
  });

  it('lets a trial account launch a demo game with demo credit and refuses a real-money one', async () => {
    const demoGame = await gameId('pxg_004');
    const ok = await launch(trial.token, { nodeId: demoGame });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().value.demo).toBe(true);
    expect(seen.at(-1)!.demo).toBe(true);

    await t.database.db.updateTable('games').set({ demo: 0 }).where('id', '=', demoGame).execute();
    const refused = await launch(trial.token, { nodeId: demoGame });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('auth.trial_refused');
  });

  it('answers PVP rooms in content', async () => {
    const res = await launch(member.token, { nodeId: await gameId('krt_001'), roomId: 'krt_001:vip' });
    expect(res.json().value).toMatchObject({ content: '/test-room/krt_001:vip', game_url2: '/test-room/krt_001:vip' });
  });

  it('refuses a room of another game, or one that is no room at all, before anything is made', async () => {
    const before = await rowCount(t.database.db, 'game_sessions');
    for (const roomId of ['krt_002:vip', 'krt_001:penthouse', 'krt_001']) {
      const res = await launch(member.token, { nodeId: await gameId('krt_001'), roomId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'games.room_not_found',
        message: 'This room does not belong to this game. Choose a room from the list.',
      });
    }
    expect(await rowCount(t.database.db, 'game_sessions')).toBe(before);
  });

  it('does not launch a vendor-lobby (VASSALAGE) entry: the client lists its games instead', async () => {
    const res = await launch(member.token, { nodeId: await gameId('spw_collection') });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('games.unavailable');
  });

  it('launches the lottery lobby for TCG_SEA', async () => {
    const res = await launch(member.token, { nodeId: await gameId('tcg_sea_001') });
    expect(res.json().value).toEqual({ game_url: '/lottery', demo: false });
  });

  it('a LOTT launch opens the asked lottery page: the game with the brand’s prize mode, the VN page, or the lobby', async () => {
    const nodeId = await gameId('tcg_sea_001');
    const lott = { nodeId, launchMode: 'LOTT', device: 'WEB', backUrl: '/' };
    const url = async (body: object) => (await launch(member.token, { ...lott, ...body })).json().value.game_url;
    expect(await url({ lottoPrizeMode: 'ZY', lottoGameCode: 'F31M', lottoView: 'betting' })).toBe(
      '/lottery?gameCode=F31M&playType=ZY',
    );
    expect(await url({ lottoArea: 'VN', lottoPrizeMode: 'SEA', lottoGameCode: 'VNF1M', lottoView: 'betting' })).toBe(
      '/vnlottery?gameCode=VNF1M',
    );
    expect(await url({ lottoPrizeMode: 'Lott', lottoGameCode: 'F31M', lottoView: 'lobby' })).toBe(
      '/lottery?playType=Lott',
    );
    expect(await url({ lottoArea: 'VN', lottoView: 'lobby' })).toBe('/vnlottery');
    // Not a LOTT launch: the lottery query is not read.
    expect(await url({ launchMode: 'GLS', lottoGameCode: 'F31M' })).toBe('/lottery');
    expect((await launch(member.token, { ...lott, lottoPrizeMode: 'Jackpot' })).statusCode).toBe(400);
    expect((await launch(member.token, { ...lott, lottoGameCode: 'f3;--' })).statusCode).toBe(400);
    expect((await launch(member.token, { ...lott, lottoView: 'board' })).statusCode).toBe(400);
  });

  it('refuses unknown, switched-off and unlaunchable games without making a session', async () => {
    const db = t.database.db;
    const sessions = () => rowCount(db, 'game_sessions');
    const before = await sessions();
    expect((await launch(member.token, { nodeId: 999_999 })).json().code).toBe('games.not_found');
    const off = await gameId('pxg_005');
    await db.updateTable('games').set({ enabled: 0 }).where('id', '=', off).execute();
    expect((await launch(member.token, { nodeId: off })).statusCode).toBe(403);
    // In-house vendor with no launcher registered yet: a clear "not available".
    await db.updateTable('game_vendors').set({ route: 'inhouse' }).where('code', '=', 'KNO').execute();
    const inhouse = await launch(member.token, { nodeId: await gameId('kno_001') });
    expect(inhouse.json()).toMatchObject({
      code: 'games.unavailable',
      message: 'This game is not available right now.',
    });
    expect(await sessions()).toBe(before);
    // A launcher that gives no address: 502 games.launch_failed.
    const failed = await launch(member.token, { nodeId: await gameId('crl_001') });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().code).toBe('games.launch_failed');
  });
});

describe('GET /wps/relay/GLS2_roomList', () => {
  it('lists stake levels from the game minimum bet, with the members who launched it lately', async () => {
    const nodeId = await gameId('krt_002');
    await launch(member.token, { nodeId });
    const res = await t.app.inject({
      method: 'GET',
      url: `/wps/relay/GLS2_roomList?nodeId=${nodeId}`,
      headers: auth(member.token),
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { roomId: string; minBet: string; minBalance: string; online: number }[];
    expect(list.map((r) => r.roomId)).toEqual(['krt_002:novice', 'krt_002:regular', 'krt_002:high', 'krt_002:vip']);
    expect(list.reduce((sum, r) => sum + r.online, 0)).toBe(1);
    const min = Number(list[0]!.minBet);
    expect(Number(list[1]!.minBet)).toBeCloseTo(min * 5);
    expect(Number(list[0]!.minBalance)).toBeCloseTo(min * 20);
  });

  it('refuses an unknown game', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/GLS2_roomList?nodeId=999999',
      headers: auth(member.token),
    });
    expect(res.statusCode).toBe(404);
  });
});

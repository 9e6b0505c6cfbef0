import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';
import { rowCount } from '../../../test/test-db.ts';

let t: TestApp;
let token: string;
let trialToken: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  ({ token } = await newMember(t.database.db));
  ({ token: trialToken } = await newMember(t.database.db, { isAgent: 4 }));
});
afterAll(async () => t.close());

const get = async (url: string, headers: Record<string, string> = { Language: 'en' }) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
};
const post = async (url: string, payload: unknown, headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  return { status: res.statusCode, body: res.json() };
};

describe('demo catalogue', () => {
  it('seeds at least 12 vendors and 600 games with generated art', async () => {
    const vendors = await t.database.db.selectFrom('game_vendors').select('code').execute();
    expect(vendors.length).toBeGreaterThanOrEqual(12);
    expect(await rowCount(t.database.db, 'games')).toBeGreaterThanOrEqual(600);
  });
});

describe('GET /wps/relay/GCSGAME_newGameVendor', () => {
  it('lists categories in menu order, only those with enabled vendors, esports apart from sports', async () => {
    const { status, body } = await get('/wps/relay/GCSGAME_newGameVendor');
    expect(status).toBe(200);
    const categories = body.value.categories.map((c: { gameCategory: string }) => c.gameCategory);
    expect(categories).toEqual(['INHOUSE', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS']);
    const esports = body.value.categories.find((c: { gameCategory: string }) => c.gameCategory === 'ESPORTS');
    expect(esports.vendors.map((v: { vassalage: string }) => v.vassalage)).toEqual(['AV', 'AI', 'IMES', 'TF', 'IA']);
    expect(body.value.lanes.map((l: { title: string }) => l.title)).toContain('RNG');
  });

  it('gives the home page a lane for each lottery type, so the lottery is found from home', async () => {
    const { body } = await get('/wps/relay/GCSGAME_newGameVendor');
    const lanes = body.value.lanes as { gameType: string; cards: { vassalage: string }[] }[];
    expect(lanes.find((l) => l.gameType === 'LOTT')?.cards.map((c) => c.vassalage)).toEqual(['TCG_SEA']);
    expect(lanes.find((l) => l.gameType === 'ELOTT')?.cards.map((c) => c.vassalage)).toEqual(['KNO']);
  });

  it('drops a category whose only vendor is switched off', async () => {
    await t.database.db.updateTable('game_vendors').set({ enabled: 0 }).where('code', '=', 'SMT').execute();
    const { body } = await get('/wps/relay/GCSGAME_newGameVendor');
    await t.database.db.updateTable('game_vendors').set({ enabled: 1 }).where('code', '=', 'SMT').execute();
    expect(body.value.categories.map((c: { gameCategory: string }) => c.gameCategory)).not.toContain('SPORTS');
  });
});

describe('GET /wps/relay/GCSGAME_gameList', () => {
  it('answers 42 games a page with totals, filtered by category and vendor', async () => {
    const { status, body } = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PXG');
    expect(status).toBe(200);
    expect(body.value.games).toHaveLength(42);
    expect(body.value.total).toBe(130);
    expect(body.value.totalPages).toBe(4);
    expect(body.value.games.every((g: { vassalage: string; gameType: string }) => g.vassalage === 'PXG')).toBe(true);
  });

  it("lists a vendor-lobby (VASSALAGE) entry first among its vendor's games, whose popup pages the rest", async () => {
    const { body } = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SPW');
    const [entry, ...rest] = body.value.games as { isGame: string; gameName: string; vassalage: string }[];
    expect(entry).toMatchObject({ isGame: 'VASSALAGE', gameName: 'Spinwright Studio Collection', vassalage: 'SPW' });
    expect(rest.every((g) => g.isGame === 'GAME')).toBe(true);
    // 120 games and the entry, 42 a page; the popup asks page by page.
    expect(body.value).toMatchObject({ total: 121, totalPages: 3 });
    const { body: last } = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=SPW&pageNo=3');
    expect(last.value.games).toHaveLength(121 - 84);
    const vendors = await t.database.db
      .selectFrom('games as g')
      .innerJoin('game_vendors as v', 'v.id', 'g.vendor_id')
      .select('v.code')
      .where('g.is_game', '=', 'VASSALAGE')
      .execute();
    expect(vendors.map((v) => v.code).sort()).toEqual(['LXR', 'NVA', 'SPW', 'VLV']);
  });

  it('searches names case-insensitively and in Chinese too', async () => {
    const { body: all } = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=1');
    const name: string = all.value.games[0].gameName;
    const { body } = await get(`/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent(name.toUpperCase())}`);
    expect(body.value.games.map((g: { gameName: string }) => g.gameName)).toContain(name);
    const zh = await get(`/wps/relay/GCSGAME_gameList?gameName=${encodeURIComponent('黄金')}`, { Language: 'zh' });
    expect(zh.body.value.total).toBeGreaterThan(0);
    expect(zh.body.value.games[0].gameName).toContain('黄金');
  });

  it("finds one game by vendor and game code (a banner's game linkage), and nothing for another vendor's code", async () => {
    const { body: page } = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=PXG&pageNo=2&pageSize=1');
    const game = page.value.games[0] as { gameCode: string; nodeId: number };
    const { body } = await get(`/wps/relay/GCSGAME_gameList?vassalage=PXG&gameCode=${game.gameCode}`);
    expect(body.value.total).toBe(1);
    expect(body.value.games[0]).toMatchObject({ nodeId: game.nodeId, gameCode: game.gameCode, vassalage: 'PXG' });
    const { body: other } = await get(`/wps/relay/GCSGAME_gameList?vassalage=SPW&gameCode=${game.gameCode}`);
    expect(other.value.games.filter((g: { nodeId: number }) => g.nodeId === game.nodeId)).toEqual([]);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const { body } = await get('/wps/relay/GCSGAME_gameList?gameName=%25');
    expect(body.value.total).toBe(0);
  });

  it('filters by classify tag, maximum minimum bet and minimum lines', async () => {
    const { body } = await get('/wps/relay/GCSGAME_gameList?gameType=RNG&gameClassify=SLOT&minBet=0.20&minLineNum=20');
    expect(body.value.total).toBeGreaterThan(0);
    for (const g of body.value.games) {
      expect(g.gameClassify).toContain('SLOT');
      expect(Number(g.minBet)).toBeLessThanOrEqual(0.2);
      expect(g.minLineNum).toBeGreaterThanOrEqual(20);
    }
  });

  it('refuses a bad filter with request.invalid', async () => {
    const { status, body } = await get('/wps/relay/GCSGAME_gameList?gameType=POKER');
    expect(status).toBe(400);
    expect(body.code).toBe('request.invalid');
  });

  it('leaves out games of a disabled vendor', async () => {
    await t.database.db.updateTable('game_vendors').set({ enabled: 0 }).where('code', '=', 'NVA').execute();
    const { body } = await get('/wps/relay/GCSGAME_gameList?vassalage=NVA');
    await t.database.db.updateTable('game_vendors').set({ enabled: 1 }).where('code', '=', 'NVA').execute();
    expect(body.value.total).toBe(0);
  });
});

describe('hot games, classify tags, lottery menus, art', () => {
  it('lists only hot games', async () => {
    const { body } = await get('/wps/relay/GCSGAME_hotGamesV2?size=10');
    expect(body.value.list.length).toBeGreaterThan(0);
    expect(body.value.list.every((g: { isHot: boolean }) => g.isHot)).toBe(true);
  });

  it('counts the classify tags of a vendor', async () => {
    const { body } = await get('/wps/relay/GCSGAME_getVassGameType?vassalage=LMN');
    const sum = body.value.list.reduce((s: number, c: { count: number }) => s + c.count, 0);
    expect(sum).toBeGreaterThanOrEqual(body.value.total);
    expect(body.value.total).toBe(34);
  });

  it('groups lottery games by vendor in game_menus', async () => {
    const { body } = await get('/lgw/games/game_menus');
    const keno = body.value.gameMenus.find((m: { gameGroupCode: string }) => m.gameGroupCode === 'KNO');
    expect(keno.games).toHaveLength(12);
    // The in-house lottery lists its engine's games by group, each opened through the vendor's lobby game.
    const fast = body.value.gameMenus.find((m: { gameGroupCode: string }) => m.gameGroupCode === 'VN_FAST');
    expect(fast).toMatchObject({ labelName: 'VN Fast', gameType: 'LOTT' });
    expect(fast.games.map((g: { gameCode: string }) => g.gameCode)).toEqual(['VNF45S', 'VNF1M', 'VNF3M', 'VNF5M']);
    const groups = body.value.gameMenus.map((m: { gameGroupCode: string }) => m.gameGroupCode);
    expect(groups).toEqual(expect.arrayContaining(['VN', 'VN_FAST', '5D', 'F3', 'PK10']));
    expect(groups).not.toContain('TCG_SEA');
  });

  it('serves generated art with a year of caching and revalidation', async () => {
    const { body } = await get('/wps/relay/GCSGAME_gameList?pageSize=1');
    const res = await t.app.inject({ method: 'GET', url: body.value.games[0].imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('image/svg+xml');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toContain('<svg');
    const again = await t.app.inject({
      method: 'GET',
      url: body.value.games[0].imageUrl,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject({ method: 'GET', url: '/lgw/games/art/nope.svg' })).statusCode).toBe(404);
  });
});

describe('favourites and recent games', () => {
  it('needs a token, refuses trial accounts, and adds, lists and removes a favourite', async () => {
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList')).status).toBe(401);
    const trial = await get('/wps/relay/MCSFE_getFavoriteGamesList', auth(trialToken));
    expect(trial.status).toBe(403);
    expect(trial.body.code).toBe('auth.trial_refused');

    const { body } = await get('/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=2');
    const [a, b] = body.value.games;
    for (const g of [a, b])
      expect(
        (
          await post(
            '/wps/relay/MCSFE_addFavoriteGame',
            { nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType },
            auth(token),
          )
        ).status,
      ).toBe(200);
    const ids = await get('/wps/relay/MCSFE_getFavoriteGamesList', auth(token));
    expect(ids.body.value.favIds.sort()).toEqual([a.nodeId, b.nodeId].sort());
    const list = await get('/wps/relay/MCSFE_getFavoriteGames', auth(token));
    expect(list.body.value.content).toHaveLength(2);
    expect(list.body.value.content.every((g: { isFavorite: boolean }) => g.isFavorite)).toBe(true);
    const marked = await get('/wps/relay/GCSGAME_gameList?gameType=FISH&pageSize=2', auth(token));
    expect(marked.body.value.games.filter((g: { isFavorite: boolean }) => g.isFavorite)).toHaveLength(2);

    await post(
      '/wps/relay/MCSFE_removeFavoriteGame',
      { nodeId: a.nodeId, vendor: a.vassalage, gameType: a.gameType },
      auth(token),
    );
    expect((await get('/wps/relay/MCSFE_getFavoriteGamesList', auth(token))).body.value.favIds).toEqual([b.nodeId]);
  });

  it('refuses a favourite for a game that does not exist', async () => {
    const res = await post(
      '/wps/relay/MCSFE_addFavoriteGame',
      { nodeId: 999999, vendor: 'PXG', gameType: 'RNG' },
      auth(token),
    );
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('games.not_found');
  });

  it('recent games need a real member', async () => {
    expect((await get('/wps/relay/GCS_recentGame')).status).toBe(401);
    expect((await get('/wps/relay/GCS_recentGame', auth(trialToken))).status).toBe(403);
    const { body } = await get('/wps/relay/GCS_recentGame', auth(token));
    expect(body.value.list).toEqual([]);
  });
});

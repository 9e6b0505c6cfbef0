import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  getLotteryIssue,
  getLotteryResults,
  getOpenedNumeros,
  getVnGameMenu,
  type LotteryIssue,
} from '@arcadia/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { drawDueIssues, scheduleIssues } from './issues.usecases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const now = new Date();
  // Issues from five minutes ago onwards, the past ones drawn: as a running server would have them.
  await scheduleIssues(t.database.db, new Date(now.getTime() - 5 * 60_000));
  await drawDueIssues(t.database.db, now);
  await scheduleIssues(t.database.db, now);
});
afterAll(async () => t.close());

/** Calls a route and reads its answer through the endpoint's own contract. */
async function get<S extends z.ZodType>(schema: S, url: string, language = 'en') {
  const response = await t.app.inject({ method: 'GET', url, headers: { Language: language } });
  return { status: response.statusCode, body: schema.parse(response.json()) as z.infer<S> };
}

describe('lottery calls', () => {
  it('the VN menu lists traditional and fast games by group in the asked language, each with its open issue', async () => {
    const { status, body } = await get(
      getVnGameMenu.response,
      '/lgw/vn/games/game_menu?prizeMode=Lott&device=WEB',
      'vi',
    );
    expect(status).toBe(200);
    const menus = body.value!.gameMenus;
    expect(menus.map((g) => g.gameGroupCode)).toEqual(['VN', 'VN_FAST']);
    const fast = menus[1]!.games.find((g) => g.gameCode === 'VNF45S')!;
    expect(fast).toMatchObject({ labelName: 'Xổ số nhanh 45s', intervalSeconds: 45, shape: 'vn-north' });
    expect(fast.next).toMatchObject({ seed: null });
    expect(fast.next!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(fast.last!.result).toMatchObject({ shape: 'vn-north', prizes: expect.any(Array) });
    expect(fast.betTypes.find((b) => b.betType === 'lo2')).toEqual({
      betType: 'lo2',
      odds: { '': '95.00' },
      minStake: '1.00',
      maxStake: '2000.00',
      units: 27,
    });
    // Odds follow the prize mode asked for.
    const zy = await get(getVnGameMenu.response, '/lgw/vn/games/game_menu?prizeMode=ZY');
    const zyFast = zy.body.value!.gameMenus[1]!.games.find((g) => g.gameCode === 'VNF45S')!;
    expect(zyFast.betTypes.find((b) => b.betType === 'lo2')!.odds).toEqual({ '': '94.00' });
  });

  it('results are listed newest first with their seeds, and one issue can be fetched for the verifier', async () => {
    const { body } = await get(getLotteryResults.response, '/lotto/lgw/games/results?gameCode=F31M&pageSize=3');
    expect(body.value!.list).toHaveLength(3);
    expect(body.value!.total).toBeGreaterThanOrEqual(4);
    const [newest, older] = body.value!.list as [LotteryIssue, LotteryIssue];
    expect(newest.drawAt > older.drawAt).toBe(true);
    expect(newest.seed).toMatch(/^[0-9a-f]{64}$/);
    const one = await get(getLotteryIssue.response, `/lotto/lgw/games/issue?gameCode=F31M&numero=${newest.numero}`);
    expect(one.body.value).toEqual(newest);
  });

  it('the next 100 issues can be listed for a chase; an unknown issue is a localised 404; a bad code is a 400', async () => {
    const { body } = await get(getOpenedNumeros.response, '/lgw/vn/numeros/opened/game?gameCode=VNF1M&count=100');
    // The 100 asked for: at least 101 issues are always scheduled ahead, whatever the game's daily hours.
    const open = await t.database.db
      .selectFrom('lottery_issues')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('game_code', '=', 'VNF1M')
      .where('state', '=', 'pending')
      .where('closes_at', '>', new Date().toISOString())
      .executeTakeFirstOrThrow();
    expect(Number(open.n)).toBeGreaterThanOrEqual(100);
    expect(body.value!.list).toHaveLength(100);
    expect(body.value!.list[0]!.state).toMatch(/open|closed/);
    const missing = await get(getLotteryIssue.response, '/lotto/lgw/games/issue?gameCode=F31M&numero=20200101', 'pt');
    expect(missing).toMatchObject({ status: 404, body: { code: 'lottery.not_found' } });
    expect(missing.body.value).toBeNull();
    const bad = await t.app.inject({ method: 'GET', url: '/lotto/lgw/games/issue?gameCode=f3%27;--&numero=1' });
    expect(bad.statusCode).toBe(400);
  });
});

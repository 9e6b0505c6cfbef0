import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getBetRecord,
  getLotteryLobby,
  getLotteryWallet,
  getMyLotteryLines,
  getOpenedNumero,
  getPopularLottery,
  getRecentVnLottery,
  lotteryVerifierPath,
  placeLotterySlip,
} from '@arcadia/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, balanceOf, expectLedgerSound, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { drawDueIssues, scheduleIssues } from './issues.usecases.ts';
import { lotteryRepository } from './lottery.repository.ts';
import { settleIssue } from './settle.usecases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await scheduleIssues(t.database.db, new Date());
});
afterAll(async () => {
  await expectLedgerSound(t.database.db);
  await t.close();
});

const post = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: auth(token), payload });

describe('lottery betting calls', () => {
  it('a member places a slip, sees it in my bets, and cancels a line before the close', async () => {
    const { member, token } = await newMember(t.database.db);
    await fund(t.database.db, member.id, 10_000n, 'vendor:TCG_SEA');
    const placed = await post('/lotto/lgw/bets', token, {
      gameCode: 'VNF5M',
      lines: [
        { betType: 'de', pick: '27', stake: '1' },
        { betType: 'lo2', pick: '27', stake: '1' },
      ],
    });
    expect(placed.statusCode).toBe(200);
    const body = placeLotterySlip.response.parse(placed.json());
    expect(body.value!.balance).toBe('72.00'); // 100.00 − 1.00 − 1.00 × 27 prizes
    const mine = getMyLotteryLines.response.parse(
      (await t.app.inject({ method: 'GET', url: '/lotto/lgw/bets?gameCode=VNF5M', headers: auth(token) })).json(),
    );
    expect(mine.value!.list.map((l) => [l.betType, l.cost, l.odds, l.cancellable])).toEqual([
      ['lo2', '27.00', '95.00', true],
      ['de', '1.00', '95.00', true],
    ]);
    const cancelled = await post('/lotto/lgw/bets/cancel', token, { lineId: mine.value!.list[0]!.id });
    expect(cancelled.json()).toMatchObject({ success: true, value: { balance: '99.00' } }); // the lô line's 27.00 back
    expect(await balanceOf(t.database.db, member.id, 'vendor:TCG_SEA')).toBe(9_900n);
  });

  it('a bad stake is a field error in the member language; betting needs a token', async () => {
    const { token } = await newMember(t.database.db, { language: 'pt' });
    const bad = await post('/lotto/lgw/bets', token, {
      gameCode: 'VNF5M',
      lines: [{ betType: 'de', pick: '27', stake: '-1' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'request.invalid', errors: [{ field: 'lines.0.stake' }] });
    const tooSmall = await post('/lotto/lgw/bets', token, {
      gameCode: 'VNF5M',
      lines: [{ betType: 'de', pick: '27', stake: '0.50' }],
    });
    expect(tooSmall.json()).toMatchObject({ code: 'lottery.stake_out_of_range' });
    const anonymous = await t.app.inject({ method: 'POST', url: '/lotto/lgw/bets', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('after bets, the game is first in popular and in the member recent VN games; the open issue comes with the server clock', async () => {
    const { member, token } = await newMember(t.database.db);
    await fund(t.database.db, member.id, 10_000n, 'vendor:TCG_SEA');
    const slip = (gameCode: string) =>
      post('/lotto/lgw/bets', token, { gameCode, lines: [{ betType: 'de', pick: '11', stake: '1' }] });
    expect((await slip('VNF3M')).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await slip('VNF1M')).statusCode).toBe(200);
    const get = (url: string, token?: string) =>
      t.app.inject({ method: 'GET', url, headers: token ? auth(token) : {} });

    const popular = getPopularLottery.response.parse((await get('/lgw/games/popular?count=3')).json());
    // VNF1M 3 lines, VNF5M 2 (the first test's), VNF3M 1.
    expect(popular.value!.list.map((g) => g.gameCode)).toEqual(['VNF1M', 'VNF5M', 'VNF3M']);

    const recent = getRecentVnLottery.response.parse((await get('/lgw/vn/games/game_menu/recent', token)).json());
    expect(recent.value!.list.map((g) => g.gameCode)).toEqual(['VNF1M', 'VNF3M']);
    expect((await get('/lgw/vn/games/game_menu/recent')).statusCode).toBe(401);

    const opened = getOpenedNumero.response.parse(
      (await get('/lotto/lgw/games/opened/numero?gameCode=VNF1M', token)).json(),
    );
    expect(opened.value!.issue).toMatchObject({
      gameCode: 'VNF1M',
      state: expect.stringMatching(/^(open|scheduled)$/),
    });
    expect(new Date(opened.value!.issue!.closesAt).getTime()).toBeGreaterThan(
      new Date(opened.value!.serverTime).getTime(),
    );
    expect((await get('/lotto/lgw/games/opened/numero?gameCode=NOPE', token)).statusCode).toBe(404);

    const wallet = getLotteryWallet.response.parse((await get('/lotto/lgw/wallet', token)).json());
    expect(wallet.value).toEqual({ balance: '96.00', currency: 'USD', demo: false }); // 100.00 − four 1.00 slips

    const lobby = getLotteryLobby.response.parse((await get('/lotto/lgw/games/lobby')).json());
    expect(lobby.value!.gameMenus.map((g) => g.gameGroupCode)).toEqual(['VN', 'VN_FAST', '5D', 'F3', 'PK10']);
  });
});

const getAs = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
const record = async (token: string) =>
  getBetRecord.response.parse((await getAs('/wps/relay/ODSFE2_MemBetRecord', token)).json()).value!.list;

/** A new member with lottery funds who has placed one 1.00 line on VN Fast 1m; answers the token. */
async function memberWithLine(line: { betType: string; pick: string }): Promise<string> {
  const { member, token } = await newMember(t.database.db);
  await fund(t.database.db, member.id, 10_000n, 'vendor:TCG_SEA');
  const placed = await t.app.inject({
    method: 'POST',
    url: '/lotto/lgw/bets',
    headers: auth(token),
    payload: { gameCode: 'VNF1M', lines: [{ ...line, stake: '1' }] },
  });
  expect(placed.statusCode).toBe(200);
  return token;
}

describe('lottery bets in the betting record', () => {
  it('link to the verifier of their issue once it is drawn, and not before', async () => {
    const token = await memberWithLine({ betType: 'de', pick: '27' });
    const before = await record(token);
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ gameType: 'LOTT', status: 'open', verifyUrl: null });

    const [line] = getMyLotteryLines.response.parse((await getAs('/lotto/lgw/bets?gameCode=VNF1M', token)).json())
      .value!.list;
    const issue = (await lotteryRepository.issue(t.database.db, MERCHANT, 'VNF1M', line!.numero))!;
    const due = await drawDueIssues(t.database.db, new Date(issue.drawAt.getTime() + 1));
    // A one-minute issue may reach its draw while the test runs, and the app's draw job draw it
    // first: then it is read drawn (settling again settles only lines still open).
    const drawn =
      due.find((d) => d.id === issue.id) ??
      (await lotteryRepository.issue(t.database.db, MERCHANT, 'VNF1M', line!.numero))!;
    await settleIssue(t.database.db, drawn);

    const [after] = await record(token);
    expect(after!.status).toBe('settled');
    // The drawn issue's published seed, game, numero and result shape: what the verifier recomputes.
    expect(after!.verifyUrl).toBe(lotteryVerifierPath(drawn));
    const url = new URL(after!.verifyUrl!, 'http://x');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      game: 'lottery',
      seed: drawn.seed,
      gameCode: 'VNF1M',
      issue: issue.numero,
      shape: 'digits',
    });
  });
});

describe('a lottery line in the betting record', () => {
  it("names the lottery game in the member's language and carries its issue, bet type and picked numbers", async () => {
    const token = await memberWithLine({ betType: 'xien2', pick: '12,34' });
    const [line] = getMyLotteryLines.response.parse((await getAs('/lotto/lgw/bets?gameCode=VNF1M', token)).json())
      .value!.list;
    const inPortuguese = await t.app.inject({
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemBetRecord',
      headers: { ...auth(token), language: 'pt' },
    });
    const [row] = getBetRecord.response.parse(inPortuguese.json()).value!.list;
    expect(row).toMatchObject({
      gameName: 'VN Rápida 1m',
      lottery: { issue: line!.numero, betType: 'xien2', pick: '12,34' },
    });
  });
});

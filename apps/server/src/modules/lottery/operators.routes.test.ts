import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminListLotteryGames,
  adminListLotteryIssues,
  adminLotteryExposure,
  adminLotteryIssueResult,
  adminLotterySchedule,
  adminUpdateLotteryGame,
  adminVoidLotteryIssue,
} from '@arcadia/contracts';
import { LOTTERY_WALLET as WALLET, lotteryPlayer, placeLines, type StakeLine } from '../../../test/lottery-fixtures.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { operatorToken } from '../../../test/payments-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auth, balanceOf, expectLedgerSound, fund, MERCHANT, newMember } from '../../../test/wallet-fixtures.ts';
import { settleIssue } from './settle.usecases.ts';
import { seedCommitment } from './engine/draw.ts';
import { drawDueIssues, scheduleIssues } from './issues.usecases.ts';
import { lotteryRepository } from './lottery.repository.ts';

let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  await scheduleIssues(db(), new Date(Date.now() - 5 * 60_000));
  for (const drawn of await drawDueIssues(db(), new Date())) await settleIssue(db(), drawn);
  await scheduleIssues(db(), new Date());
});
afterAll(async () => {
  await expectLedgerSound(db());
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { ...headers, Language: 'en' }, payload });
const openIssue = async (code: string) =>
  (await lotteryRepository.upcoming(db(), MERCHANT, code, new Date(), 5)).find((i) => i.closesAt > new Date())!;

async function bettorOn(code: string, lines: StakeLine[]) {
  const memberId = await lotteryPlayer(db(), 100_000n);
  await placeLines(db(), memberId, code, lines);
  return memberId;
}

describe('/admin/api/lottery', () => {
  it('needs an operator token, and a brand’s operator reaches only that brand', async () => {
    expect((await get('/admin/api/lottery/games')).statusCode).toBe(401);
    const other = await createMerchant(db(), { code: 'OTHERLOT' });
    const theirs = await operatorToken(db(), 'admin', other.id);
    expect((await get('/admin/api/lottery/games?merchant=default', theirs.auth)).statusCode).toBe(403);
    // Their own brand has no lottery games yet.
    expect((await get('/admin/api/lottery/games', theirs.auth)).json().value.list).toEqual([]);
  });

  it('lists the games; an admin, not support or finance, switches one off and on', async () => {
    const support = await operatorToken(db(), 'support');
    const list = adminListLotteryGames.response.parse((await get('/admin/api/lottery/games', support.auth)).json());
    expect(list.value!.list.find((g) => g.gameCode === 'F31M')).toMatchObject({
      enabled: true,
      scheduleKind: 'interval',
      intervalSeconds: 60,
    });
    expect(list.value!.list.find((g) => g.gameCode === 'VNMB')).toMatchObject({ scheduleKind: 'daily' });
    const url = '/admin/api/lottery/games/F31M';
    expect((await post(url, support.auth, { enabled: false })).statusCode).toBe(403);
    expect((await post(url, (await operatorToken(db(), 'finance')).auth, { enabled: false })).statusCode).toBe(403);
    const admin = await operatorToken(db(), 'admin');
    expect((await post(url, admin.auth, { enabled: false })).json().value).toMatchObject({ enabled: false });
    // Off: members cannot bet on it.
    await expect(bettorOn('F31M', [{ betType: 'f3.bigsmall', pick: 'big', stake: 100n }])).rejects.toMatchObject({
      code: 'lottery.not_found',
    });
    expect((await post(url, admin.auth, { enabled: true })).json().value).toMatchObject({ enabled: true });
    expect((await post('/admin/api/lottery/games/NOPE', admin.auth, { enabled: true })).statusCode).toBe(404);
    expect((await post(url, admin.auth, { enabled: 'yes' })).statusCode).toBe(400);
  });

  it('an admin sets a stake limit per number: a member’s stakes on one pick of one issue stay within it, and null lifts it', async () => {
    const url = '/admin/api/lottery/games/F31M';
    expect(
      (await post(url, (await operatorToken(db(), 'support')).auth, { stakeLimitPerNumber: '5' })).statusCode,
    ).toBe(403);
    const admin = (await operatorToken(db(), 'admin')).auth;
    expect((await post(url, admin, { stakeLimitPerNumber: '-5' })).statusCode).toBe(400);
    const set = adminUpdateLotteryGame.response.parse((await post(url, admin, { stakeLimitPerNumber: '5' })).json());
    expect(set.value).toMatchObject({ enabled: true, stakeLimitPerNumber: '5.00' });

    const bettor = async () => {
      const { member, token } = await newMember(db(), { language: 'pt' });
      await fund(db(), member.id, 100_000n, WALLET);
      const bet = (lines: { pick: string; stake: string }[]) =>
        t.app.inject({
          method: 'POST',
          url: '/lotto/lgw/bets',
          headers: { ...auth(token), Language: 'pt' },
          payload: { gameCode: 'F31M', lines: lines.map((l) => ({ betType: 'f3.bigsmall', ...l })) },
        });
      return { memberId: member.id, bet };
    };
    const first = await bettor();
    expect((await first.bet([{ pick: 'big', stake: '3' }])).statusCode).toBe(200);
    const refused = await first.bet([{ pick: 'big', stake: '3' }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ code: 'lottery.number_limit_exceeded' });
    // Named in the member's language, with the limit and the number.
    expect(refused.json().message).toBe(
      'Você pode apostar no máximo 5.00 em big neste sorteio. Diminua o valor ou escolha outro número.',
    );
    // Up to the limit exactly, another pick, and another member are all within it.
    expect((await first.bet([{ pick: 'big', stake: '2' }])).statusCode).toBe(200);
    expect((await first.bet([{ pick: 'small', stake: '5' }])).statusCode).toBe(200);
    const second = await bettor();
    // Two lines of one slip count together: the second passes the limit, and neither is kept.
    const slip = await second.bet([
      { pick: 'big', stake: '3' },
      { pick: 'big', stake: '3' },
    ]);
    expect(slip.json()).toMatchObject({ code: 'lottery.number_limit_exceeded' });
    expect(await balanceOf(db(), second.memberId, WALLET)).toBe(100_000n);

    const lifted = adminUpdateLotteryGame.response.parse(
      (await post(url, admin, { stakeLimitPerNumber: null })).json(),
    );
    expect(lifted.value).toMatchObject({ enabled: true, stakeLimitPerNumber: null });
    expect((await first.bet([{ pick: 'big', stake: '3' }])).statusCode).toBe(200);
  });

  it('shows the schedule ahead, the issue list by state, and a result with its seed once drawn', async () => {
    const { auth } = await operatorToken(db(), 'support');
    const schedule = adminLotterySchedule.response.parse(
      (await get('/admin/api/lottery/games/VNF1M/schedule?count=10', auth)).json(),
    ).value!;
    expect(schedule.game.gameCode).toBe('VNF1M');
    expect(schedule.upcoming).toHaveLength(10);
    expect(schedule.upcoming.every((i) => i.state === 'pending' && Date.parse(i.drawAt) > Date.now())).toBe(true);

    const settled = adminListLotteryIssues.response.parse(
      (await get('/admin/api/lottery/games/VNF1M/issues?state=settled&limit=5', auth)).json(),
    ).value!.list;
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.every((i) => i.state === 'settled')).toBe(true);

    const drawn = adminLotteryIssueResult.response.parse(
      (await get(`/admin/api/lottery/games/VNF1M/issues/${settled[0]!.numero}`, auth)).json(),
    ).value!;
    expect(drawn.seed).not.toBeNull();
    expect(seedCommitment(drawn.seed!)).toBe(drawn.seedHash);
    expect(drawn.result?.shape).toBe('vn-north');

    // Before its draw nobody sees the seed, operators included.
    const ahead = (await get(`/admin/api/lottery/games/VNF1M/issues/${schedule.upcoming[0]!.numero}`, auth)).json();
    expect(ahead.value).toMatchObject({ state: 'pending', seed: null, result: null });
    expect((await get('/admin/api/lottery/games/VNF1M/issues/20990101001', auth)).statusCode).toBe(404);
    expect((await get('/admin/api/lottery/games/VNF1M/issues?state=lost', auth)).statusCode).toBe(400);
  });

  it('shows the exposure per pick of an open issue, largest first, against the cap', async () => {
    const issue = await openIssue('VNF5M');
    await bettorOn('VNF5M', [
      { betType: 'de', pick: '27', stake: 200n },
      { betType: 'de', pick: '31', stake: 100n },
    ]);
    await bettorOn('VNF5M', [{ betType: 'de', pick: '27', stake: 100n }]);
    const { auth } = await operatorToken(db(), 'finance');
    const view = adminLotteryExposure.response.parse(
      (await get(`/admin/api/lottery/games/VNF5M/issues/${issue.numero}/exposure`, auth)).json(),
    ).value!;
    expect(view.list.map((r) => [r.betType, r.pick, r.lines])).toEqual([
      ['de', '27', 2],
      ['de', '31', 1],
    ]);
    expect(Number(view.list[0]!.exposure)).toBeCloseTo(3 * Number(view.list[1]!.exposure));
    expect(view.list[0]!.percentOfCap).toBeGreaterThanOrEqual(0);
    // Đề hits once at most: its worst case is its exposure.
    expect(view.list[0]).toMatchObject({ maxHits: 1, worstCase: view.list[0]!.exposure });

    // A lô number is matched against all 27 prizes of the northern draw and can win on each.
    await bettorOn('VNF5M', [{ betType: 'lo2', pick: '27', stake: 100n }]);
    const withLo = adminLotteryExposure.response.parse(
      (await get(`/admin/api/lottery/games/VNF5M/issues/${issue.numero}/exposure`, auth)).json(),
    ).value!;
    const lo = withLo.list.find((r) => r.betType === 'lo2')!;
    expect(lo).toMatchObject({ pick: '27', lines: 1, stakes: '27.00', maxHits: 27 });
    expect(Number(lo.worstCase)).toBeCloseTo(27 * Number(lo.exposure));
  });

  it('voids an issue with a reason (admin or finance, not support), refunding every open line', async () => {
    const issue = await openIssue('PK101M');
    const member = await bettorOn('PK101M', [{ betType: 'pk10.bigsmall', pick: 'p1:small', stake: 500n }]);
    expect(await balanceOf(db(), member, WALLET)).toBe(99_500n);
    const url = `/admin/api/lottery/games/PK101M/issues/${issue.numero}/void`;
    expect((await post(url, (await operatorToken(db(), 'support')).auth, { reason: 'bad feed' })).statusCode).toBe(403);
    const finance = await operatorToken(db(), 'finance');
    const missing = await post(url, finance.auth, { reason: '  ' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'lottery.void_reason_required' });
    expect(await balanceOf(db(), member, WALLET)).toBe(99_500n);

    const voided = adminVoidLotteryIssue.response.parse((await post(url, finance.auth, { reason: 'bad feed' })).json());
    expect(voided.value).toEqual({ numero: issue.numero, state: 'void', refunded: 1 });
    expect(await balanceOf(db(), member, WALLET)).toBe(100_000n);
    const listed = (await get('/admin/api/lottery/games/PK101M/issues?state=void', finance.auth)).json().value.list;
    expect(listed).toEqual([expect.objectContaining({ numero: issue.numero, voidReason: 'bad feed', openLines: 0 })]);
  });

  it('refuses to void a settled issue', async () => {
    const { auth } = await operatorToken(db(), 'admin');
    const [settled] = (await get('/admin/api/lottery/games/VNF1M/issues?state=settled&limit=1', auth)).json().value
      .list as { numero: string }[];
    const refused = await post(`/admin/api/lottery/games/VNF1M/issues/${settled!.numero}/void`, auth, {
      reason: 'too late',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'lottery.already_settled' });
  });
});

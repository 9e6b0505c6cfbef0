import { describe, expect, it } from 'vitest';
import {
  adminListLotteryIssues,
  adminLotteryExposure,
  adminLotteryIssueResult,
  adminLotterySchedule,
  adminVoidLotteryIssue,
} from '@arcadia/contracts';
import { LOTTERY_WALLET as WALLET } from '../../../test/lottery-fixtures.ts';
import { useLotteryOperatorApp } from '../../../test/lottery-operator-app.ts';
import { seedCommitment } from './engine/draw.ts';
import { operatorToken } from '../../../test/payments-fixtures.ts';
import { balanceOf } from '../../../test/wallet-fixtures.ts';

/** Operators on the lottery issues: the schedule, the issue list and results, exposure, voiding. */
const { db, get, post, openIssue, bettorOn } = useLotteryOperatorApp();

describe('/admin/api/lottery issues', () => {
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

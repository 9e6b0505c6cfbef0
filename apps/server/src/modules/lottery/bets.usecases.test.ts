import { describe, expect, it } from 'vitest';
import {
  LOTTERY_WALLET as WALLET,
  lotteryDatabase,
  lotteryPlayer,
  placeLines,
  type StakeLine,
} from '../../../test/lottery-fixtures.ts';
import { balanceOf, MERCHANT } from '../../../test/wallet-fixtures.ts';
import type { SlipInput } from './bets.usecases.ts';
import { cancelLine } from './bets.usecases.ts';
import { settleIssue } from './settle.usecases.ts';
import { settleLine } from './engine/pricing.ts';
import { drawDueIssues, SCHEDULE_AHEAD_ISSUES } from './issues.usecases.ts';
import { linesRepository } from './lines.repository.ts';
import { lotteryRepository } from './lottery.repository.ts';
import { rowCount } from '../../../test/test-db.ts';

// Lines are placed at T (the issue drawn at T + 1 min is open) and drawn a minute later.
const T = new Date('2026-11-22T10:00:05Z');
const minutes = (n: number) => new Date(T.getTime() + n * 60_000);
const db = lotteryDatabase(T);

const player = (cents: bigint, isAgent = 0) => lotteryPlayer(db(), cents, isAgent);
const slip = (memberId: number, lines: StakeLine[], extra: Partial<SlipInput> = {}) =>
  placeLines(db(), memberId, 'F31M', lines, { extra, now: T });
const lineCount = () => rowCount(db(), 'lottery_lines');
/**
 * Draws what is due and settles it twice at once, as two instances racing would — one of them in
 * small batches two at a time (on PostgreSQL), so batches of one issue also race each other.
 */
async function drawAndSettle(at: Date) {
  for (const issue of await drawDueIssues(db(), at))
    await Promise.all([settleIssue(db(), issue), settleIssue(db(), issue, { batch: 3, workers: 2 })]);
}
/** Every dice sum 3–18 on one stake: exactly one line wins whatever the draw. */
const everySum = Array.from({ length: 16 }, (_, i) => ({ betType: 'f3.sum', pick: String(i + 3), stake: 100n }));

describe('lottery slips and settlement', () => {
  it('a slip of three selections is paid from the lottery wallet, settled once at the draw, and pays stake × odds', async () => {
    const memberId = await player(100_000n);
    const placed = await slip(memberId, [
      { betType: 'f3.bigsmall', pick: 'big', stake: 1_000n },
      { betType: 'f3.oddeven', pick: 'odd', stake: 500n },
      { betType: 'f3.pair', pick: '3', stake: 200n },
    ]);
    expect(placed.lineIds).toHaveLength(3);
    expect(await balanceOf(db(), memberId, WALLET)).toBe(100_000n - 1_700n);
    await drawAndSettle(minutes(1));
    const issue = (await lotteryRepository.drawn(db(), MERCHANT, 'F31M', 1))[0]!;
    expect(issue.state).toBe('settled');
    let expected = 100_000n - 1_700n;
    for (const id of placed.lineIds) {
      const line = (await linesRepository.find(db(), id))!;
      const { payout } = settleLine({ ...line, betType: line.betType as 'f3.sum' }, issue.result!);
      expect(line.payout).toBe(payout);
      expect(line.status).toBe(payout > 0n ? 'won' : 'lost');
      expected += payout;
    }
    expect(await balanceOf(db(), memberId, WALLET)).toBe(expected);
    // Settling the same issue again (a retry, a second instance) changes nothing.
    await settleIssue(db(), issue);
    expect(await balanceOf(db(), memberId, WALLET)).toBe(expected);
    expect((await lotteryRepository.issue(db(), MERCHANT, 'F31M', issue.numero))!.state).toBe('settled');
  });

  it('a chase of three issues that stops on a win refunds the issues it did not play', async () => {
    const memberId = await player(100_000n);
    const placed = await slip(memberId, everySum, { issues: 3, stopOnWin: true });
    expect(placed.lineIds).toHaveLength(48);
    expect(await balanceOf(db(), memberId, WALLET)).toBe(100_000n - 4_800n);
    await drawAndSettle(minutes(2)); // the chase's first issue: one sum wins
    const lines = await Promise.all(placed.lineIds.map((id) => linesRepository.find(db(), id)));
    const statuses = lines.map((l) => l!.status);
    expect(statuses.filter((s) => s === 'won')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'lost')).toHaveLength(15);
    expect(statuses.filter((s) => s === 'refunded')).toHaveLength(32);
    const winnings = lines.reduce((sum, l) => sum + l!.payout, 0n);
    expect(await balanceOf(db(), memberId, WALLET)).toBe(100_000n - 1_600n + winnings);
    expect((await linesRepository.chase(db(), placed.chaseId!))!.state).toBe('stopped');
  });

  it('a line can be cancelled before its issue closes (stake back), not after', async () => {
    const memberId = await player(10_000n);
    const placed = await slip(memberId, [{ betType: 'f3.triple', pick: '6', stake: 1_000n }]);
    await cancelLine(db(), memberId, placed.lineIds[0]!, T);
    expect(await balanceOf(db(), memberId, WALLET)).toBe(10_000n);
    await expect(cancelLine(db(), memberId, placed.lineIds[0]!, T)).rejects.toMatchObject({
      code: 'lottery.cannot_cancel',
    });
    const late = await slip(memberId, [{ betType: 'f3.triple', pick: '6', stake: 1_000n }]);
    const line = (await linesRepository.find(db(), late.lineIds[0]!))!;
    const { closes_at } = await db()
      .selectFrom('lottery_issues')
      .select('closes_at')
      .where('id', '=', line.issueId)
      .executeTakeFirstOrThrow();
    await expect(cancelLine(db(), memberId, line.id, new Date(closes_at))).rejects.toMatchObject({
      code: 'lottery.cannot_cancel',
    });
    await expect(cancelLine(db(), memberId + 1, late.lineIds[0]!, T)).rejects.toMatchObject({
      code: 'lottery.not_found',
    });
  });

  it('refusals change nothing: bad pick, stake out of range, exposure cap, not enough money', async () => {
    const memberId = await player(500n);
    const before = await lineCount();
    await expect(slip(memberId, [{ betType: 'f3.sum', pick: '2', stake: 100n }])).rejects.toMatchObject({
      code: 'lottery.invalid_pick',
    });
    await expect(slip(memberId, [{ betType: 'f3.sum', pick: '9', stake: 99n }])).rejects.toMatchObject({
      code: 'lottery.stake_out_of_range',
      params: { min: '1.00', max: '2000.00' },
    });
    // 1,000.00 on a triple pays 207,360.00 if it hits: over the 100,000.00 the brand takes on one pick.
    await expect(slip(memberId, [{ betType: 'f3.triple', pick: '1', stake: 50_000n }])).rejects.toMatchObject({
      code: 'lottery.exposure_exceeded',
    });
    // Three lines of 2.00 against 5.00: the third fails and the first two are not kept either.
    await expect(
      slip(memberId, [
        { betType: 'f3.sum', pick: '10', stake: 200n },
        { betType: 'f3.sum', pick: '11', stake: 200n },
        { betType: 'f3.sum', pick: '12', stake: 200n },
      ]),
    ).rejects.toMatchObject({ code: 'wallet.insufficient_funds' });
    expect(await lineCount()).toBe(before);
    expect(await balanceOf(db(), memberId, WALLET)).toBe(500n);
  });

  it('a trial account plays with its demo credit, never real money', async () => {
    const memberId = await player(2_000n, 4);
    await slip(memberId, [{ betType: 'f3.bigsmall', pick: 'small', stake: 1_000n }]);
    expect(await balanceOf(db(), memberId, 'demo')).toBe(1_000n);
    expect(await balanceOf(db(), memberId, WALLET)).toBe(0n);
  });

  it('a chase may run as far as 30 issues on the slowest fast game; longer than scheduled says how many it can', async () => {
    const memberId = await player(100_000n);
    const chase = (issues: number) =>
      placeLines(db(), memberId, 'VNF5M', [{ betType: 'de', pick: '42', stake: 100n }], {
        extra: { issues, stopOnWin: true },
        now: T,
      });
    // 30 issues of a 5-minute game is two and a half hours: scheduled ahead, so accepted.
    expect((await chase(30)).lineIds).toHaveLength(30);
    const refused = chase(500);
    await expect(refused).rejects.toMatchObject({ code: 'lottery.chase_too_long' });
    const { params } = (await refused.catch((e: unknown) => e)) as { params: { max: number } };
    expect(params.max).toBeGreaterThanOrEqual(SCHEDULE_AHEAD_ISSUES - 1);
  });

  it('a chase that is not stopped is done once its last issue is settled', async () => {
    const memberId = await player(100_000n);
    const placed = await slip(memberId, [{ betType: 'f3.bigsmall', pick: 'big', stake: 100n }], {
      issues: 2,
      stopOnWin: false,
    });
    const lines = await Promise.all(placed.lineIds.map((id) => linesRepository.find(db(), id)));
    const [first, last] = await Promise.all(lines.map((l) => lotteryRepository.issueById(db(), l!.issueId)));
    await drawAndSettle(first!.drawAt);
    expect((await linesRepository.chase(db(), placed.chaseId!))!.state).toBe('running');
    await drawAndSettle(last!.drawAt);
    expect((await linesRepository.chase(db(), placed.chaseId!))!.state).toBe('done');
  });

  it('chases over the next two issues and bets on the second, all at once, are all placed (one lock order)', async () => {
    // A chase locked the second issue after its first stake had taken the house account, while a
    // bet on that issue held it and waited for the house account: PostgreSQL failed one of them.
    const chasers = await Promise.all(Array.from({ length: 8 }, () => player(10_000n)));
    const bettors = await Promise.all(Array.from({ length: 8 }, () => player(10_000n)));
    const line = [{ betType: 'f3.bigsmall', pick: 'big', stake: 100n }];
    const outcomes = await Promise.allSettled([
      ...chasers.map((id) => slip(id, line, { issues: 2 })),
      // A minute on, the chase's second issue is the open one.
      ...bettors.map((id) => placeLines(db(), id, 'F31M', line, { now: minutes(1) })),
    ]);
    expect(outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []))).toEqual([]);
    for (const id of chasers) expect(await balanceOf(db(), id, WALLET)).toBe(9_800n);
    for (const id of bettors) expect(await balanceOf(db(), id, WALLET)).toBe(9_900n);
  });
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  LOTTERY_WALLET as WALLET,
  lotteryDatabase,
  lotteryPlayer,
  placeLines,
} from '../../../test/lottery-fixtures.ts';
import { balanceOf, MERCHANT } from '../../../test/wallet-fixtures.ts';
import { settleIssue } from './settle.usecases.ts';
import { drawDueIssues } from './issues.usecases.ts';
import { lotteryRepository } from './lottery.repository.ts';
import { operatorIssues } from './operators.usecases.ts';
import { voidIssue } from './void.usecases.ts';

const T = new Date('2026-11-22T10:00:05Z');
const minutes = (n: number) => new Date(T.getTime() + n * 60_000);
const db = lotteryDatabase(T);

/** A member with 100.00 who put 3.00 on big and 2.00 on small in the open issue. */
async function bettor() {
  const memberId = await lotteryPlayer(db(), 10_000n);
  const lines = [
    { betType: 'f3.bigsmall', pick: 'big', stake: 300n },
    { betType: 'f3.bigsmall', pick: 'small', stake: 200n },
  ];
  await placeLines(db(), memberId, 'F31M', lines, { now: T });
  return memberId;
}

const openIssue = async () => (await lotteryRepository.upcoming(db(), MERCHANT, 'F31M', T, 1))[0]!;

describe('an operator voids a lottery issue', () => {
  it('refunds every open line through the game wallet, keeps the reason, and the issue is never drawn', async () => {
    const [a, b] = [await bettor(), await bettor()];
    expect(await balanceOf(db(), a, WALLET)).toBe(9_500n);
    const issue = await openIssue();
    const { refunded } = await voidIssue(db(), MERCHANT, 'F31M', issue.numero, '  wrong schedule  ');
    expect(refunded).toBe(4);
    expect(await balanceOf(db(), a, WALLET)).toBe(10_000n);
    expect(await balanceOf(db(), b, WALLET)).toBe(10_000n);
    const stored = (await lotteryRepository.issue(db(), MERCHANT, 'F31M', issue.numero))!;
    expect(stored).toMatchObject({ state: 'void', voidReason: 'wrong schedule' });
    // Its draw time passes: the draw job leaves it alone.
    const drawn = await drawDueIssues(db(), minutes(2));
    expect(drawn.filter((i) => i.gameCode === 'F31M').map((i) => i.numero)).not.toContain(issue.numero);
    const listed = await operatorIssues(db(), MERCHANT, 'F31M', { state: 'void', limit: 500 }, minutes(2));
    expect(listed.find((i) => i.numero === issue.numero)).toMatchObject({
      state: 'void',
      voidReason: 'wrong schedule',
    });
    // Again: nothing left to refund, nothing paid twice.
    expect((await voidIssue(db(), MERCHANT, 'F31M', issue.numero, 'wrong schedule')).refunded).toBe(0);
    expect(await balanceOf(db(), a, WALLET)).toBe(10_000n);
  });

  it('needs a reason and refuses a settled issue, changing nothing', async () => {
    const member = await bettor();
    const issue = (await lotteryRepository.upcoming(db(), MERCHANT, 'F31M', T, 1))[0]!;
    await expect(voidIssue(db(), MERCHANT, 'F31M', issue.numero, ' ')).rejects.toMatchObject({
      code: 'lottery.void_reason_required',
    });
    for (const drawn of await drawDueIssues(db(), minutes(3))) await settleIssue(db(), drawn);
    const settled = (await lotteryRepository.issue(db(), MERCHANT, 'F31M', issue.numero))!;
    expect(settled.state).toBe('settled');
    const before = await balanceOf(db(), member, WALLET);
    await expect(voidIssue(db(), MERCHANT, 'F31M', issue.numero, 'too late')).rejects.toMatchObject({
      code: 'lottery.already_settled',
    });
    expect(await balanceOf(db(), member, WALLET)).toBe(before);
  });

  it('voids of one issue at once refund it once; those that lose the race say a void is under way, not that it is settled', async () => {
    const [a, b] = [await bettor(), await bettor()];
    const issue = await openIssue();
    const voids = () =>
      Promise.allSettled(
        Array.from({ length: VOIDS }, () => voidIssue(db(), MERCHANT, 'F31M', issue.numero, 'bad draw')),
      );
    const outcomes = process.env.DATABASE_URL ? await afterAllRead(issue.id, voids) : await voids();
    const refused = outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as { code?: string }).code] : []));
    // The first update voids it; one that read it open before that finds it void.
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.filter((code) => code !== 'lottery.void_in_progress')).toEqual([]);
    const refunded = outcomes.reduce((sum, o) => sum + (o.status === 'fulfilled' ? o.value.refunded : 0), 0);
    expect(refunded).toBe(4);
    expect(await balanceOf(db(), a, WALLET)).toBe(10_000n);
    expect(await balanceOf(db(), b, WALLET)).toBe(10_000n);
    expect((await lotteryRepository.issue(db(), MERCHANT, 'F31M', issue.numero))!.state).toBe('void');
  });
});

/** Three voids at once (with the row holder and the poll, the five connections of a test pool). */
const VOIDS = 3;

/**
 * PostgreSQL: runs the voids while a share lock holds the issue row, and lets go once all of them
 * wait to update it, so every one has read it open first. (On SQLite's one connection, the next
 * void reads before the first one updates.)
 */
async function afterAllRead<T>(issueId: number, voids: () => Promise<T>): Promise<T> {
  let running: Promise<T> | undefined;
  await db()
    .transaction()
    .execute(async (trx) => {
      await sql`select id from lottery_issues where id = ${issueId} for share`.execute(trx);
      running = voids();
      await expect
        .poll(async () => {
          const { rows } = await sql<{ n: string }>`select count(*) as n from pg_stat_activity
            where wait_event_type = 'Lock' and query like 'update "lottery_issues"%'`.execute(db());
          return Number(rows[0]!.n);
        })
        .toBeGreaterThanOrEqual(VOIDS);
    });
  return running!;
}

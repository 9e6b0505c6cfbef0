import { describe, expect, it } from 'vitest';
import { bonusesByDay, businessDayAt } from '../../../test/bonus-days.ts';
import { settledGameBet } from '../../../test/factories/games.ts';
import { balanceOf, expectLedgerSound, fund } from '../../../test/factories/ledger.ts';
import { newPayingMember } from '../../../test/factories/members.ts';
import { deliverToMissions, missionCtx, runningLeaderboard, runningMission } from '../../../test/mission-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { takeTimeOut } from '../responsible-gaming/responsible-gaming.usecases.ts';
import { missionLeaderboard, settleLeaderboards } from './leaderboard.usecases.ts';

/**
 * The leaderboard ranks mission scores over a period (equal scores: whoever got there first), pays
 * its prizes once when the period has ended, passes over excluded members, and a completion after
 * the period was paid changes nothing. Only this file's missions and board run here.
 */
const database = useTestDatabase({
  prepare: async (db) => {
    await db.updateTable('missions').set({ status: 'paused' }).execute();
    await db.updateTable('mission_leaderboards').set({ status: 'paused' }).execute();
  },
  afterEachTest: async (db) => {
    await expectLedgerSound(db);
    expect((await checkMoney(db)).domain).toEqual([]);
  },
});
const db = () => database().db;
const DAY = 86_400_000;

async function player(bets: bigint[]) {
  const { member } = await newPayingMember(db());
  await fund(db(), member.id, 100_000n);
  for (const stake of bets) await settledGameBet(db(), member.id, stake, 0n);
  await deliverToMissions(db());
  return member;
}

describe('the mission leaderboard', () => {
  it('ranks by score, ties to the earliest, pays the top places once, skips the excluded', async () => {
    const board = await runningLeaderboard(db(), ['10.00', '5.00']);
    await runningMission(db(), { kind: 'rounds', target: '1', score: 10 });
    await runningMission(db(), { kind: 'rounds', target: '2', score: 10 });
    await runningMission(db(), { kind: 'wager', target: '100.00', score: 10 });
    const first = await player([1_000n]);
    const second = await player([1_000n]);
    const top = await player([1_000n, 1_000n]);
    const excluded = await player([5_000n, 5_000n]);

    const view = (await missionLeaderboard(db(), missionCtx(first.id), { period: 'current' }, new Date()))!;
    expect(view.id).toBe(board.id);
    expect(view.list.map((r) => [r.rank, r.score, r.prize, r.me])).toEqual([
      [1, 30, '10.00', false],
      [2, 20, '5.00', false],
      [3, 10, null, true],
      [4, 10, null, false],
    ]);
    expect(view.list[0]!.nickname).toContain('*');
    expect(view.mine).toMatchObject({ rank: 3, me: true });

    await takeTimeOut(db(), { merchantId: 1, memberId: excluded.id, places: 2, actor: 'member' }, 1, new Date());
    const before = [await balanceOf(db(), top.id), await balanceOf(db(), first.id), await balanceOf(db(), second.id)];
    // Not before the period (and its grace for late bets) has ended.
    expect(await settleLeaderboards(db(), new Date())).toBe(0);
    const later = new Date(Date.now() + 2 * DAY);
    const [once, twice] = [await settleLeaderboards(db(), later), await settleLeaderboards(db(), later)];
    expect([once, twice]).toEqual([2, 0]);
    const after = [await balanceOf(db(), top.id), await balanceOf(db(), first.id), await balanceOf(db(), second.id)];
    expect(after.map((b, i) => b - before[i]!)).toEqual([1_000n, 500n, 0n]);
    // Each prize is a bonus of the day it is paid, counted once (the second run paid nothing).
    const payDay = await businessDayAt(db(), later);
    expect(await bonusesByDay(db(), top.id)).toEqual({ [payDay]: 1_000n });
    expect(await bonusesByDay(db(), first.id)).toEqual({ [payDay]: 500n });
    expect(await bonusesByDay(db(), second.id)).toEqual({});

    // A completion after the period was paid (a late event) changes neither the ranking nor a prize.
    await settledGameBet(db(), second.id, 1_000n, 0n);
    await deliverToMissions(db());
    const settled = (await missionLeaderboard(db(), missionCtx(second.id), { period: 'current' }, new Date()))!;
    expect(settled.settled).toBe(true);
    expect(settled.list.map((r) => [r.rank, r.score, r.prize])).toEqual([
      [1, 20, '10.00'],
      [2, 10, '5.00'],
      [3, 10, null],
    ]);
    expect(await settleLeaderboards(db(), later)).toBe(0);
  });

  it('answers null when the brand runs no leaderboard of the cadence asked', async () => {
    const member = await player([]);
    expect(
      await missionLeaderboard(db(), missionCtx(member.id), { cadence: 'weekly', period: 'current' }, new Date()),
    ).toBeNull();
  });
});

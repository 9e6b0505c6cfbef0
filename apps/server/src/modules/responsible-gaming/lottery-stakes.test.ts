import { describe, expect, it } from 'vitest';
import { LOTTERY_WALLET, lotteryDatabase, lotteryPlayer, placeLines } from '../../../test/lottery-fixtures.ts';
import { rowCount } from '../../../test/test-db.ts';
import { balanceOf, MERCHANT } from '../../../test/wallet-fixtures.ts';
import { setLimit, takeTimeOut } from './responsible-gaming.usecases.ts';

/** The lottery's stakes ask responsible gaming through the game wallet: a chase's later issues too. */
const T = new Date('2026-11-22T10:00:05Z');
const db = lotteryDatabase(T);
const ctx = (memberId: number) => ({ merchantId: MERCHANT, memberId, places: 2, actor: 'member' });
const line = { betType: 'f3.bigsmall', pick: 'big', stake: 1_000n };

describe('lottery stakes and responsible gaming', () => {
  it('refuses a whole chase whose later issue would cross the wager limit, writing nothing', async () => {
    const memberId = await lotteryPlayer(db(), 100_000n);
    await setLimit(db(), ctx(memberId), { kind: 'wager', period: 'day', amount: '25.00' }, new Date());
    const lines = await rowCount(db(), 'lottery_lines');
    const chase = placeLines(db(), memberId, 'F31M', [line], { extra: { issues: 3 }, now: T });
    await expect(chase).rejects.toMatchObject({ code: 'rg.wager_limit_day' });
    expect(await rowCount(db(), 'lottery_lines')).toBe(lines);
    expect(await balanceOf(db(), memberId, LOTTERY_WALLET)).toBe(100_000n);
    const shorter = await placeLines(db(), memberId, 'F31M', [line], { extra: { issues: 2 }, now: T });
    expect(shorter.lineIds).toHaveLength(2);
  });

  it('refuses an excluded member’s slip', async () => {
    const memberId = await lotteryPlayer(db(), 100_000n);
    await takeTimeOut(db(), ctx(memberId), 1, new Date());
    await expect(placeLines(db(), memberId, 'F31M', [line], { now: T })).rejects.toMatchObject({
      code: 'rg.excluded',
    });
    expect(await balanceOf(db(), memberId, LOTTERY_WALLET)).toBe(100_000n);
  });
});

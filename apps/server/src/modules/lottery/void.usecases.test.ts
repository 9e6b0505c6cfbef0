import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createMember } from '../../../test/factories/members.ts';
import { balanceOf, expectLedgerSound, fund, MERCHANT } from '../../../test/wallet-fixtures.ts';
import type { DbHandle } from '../../db/database.ts';
import { minor } from '../../lib/money.ts';
import { checkBetsAgainstLedger } from '../games/bets-ledger-check.ts';
import { placeSlip } from './bets.usecases.ts';
import { settleIssue } from './settle.usecases.ts';
import { drawDueIssues, scheduleIssues } from './issues.usecases.ts';
import { lotteryRepository } from './lottery.repository.ts';
import { operatorIssues } from './operators.usecases.ts';
import { voidIssue } from './void.usecases.ts';

let database: DbHandle;
const db = () => database.db;
const WALLET = 'vendor:TCG_SEA' as const;
const T = new Date('2026-11-22T10:00:05Z');
const minutes = (n: number) => new Date(T.getTime() + n * 60_000);

beforeAll(async () => {
  database = await createTestDatabase();
  await scheduleIssues(db(), T);
});
afterAll(async () => database.close());
afterEach(async () => {
  await expectLedgerSound(db());
  const check = await checkBetsAgainstLedger(db(), MERCHANT);
  expect(check.fromBets).toBe(check.fromLedger);
});

async function bettor() {
  const member = await createMember(db(), {});
  await fund(db(), member.id, 10_000n, WALLET);
  await placeSlip(
    db(),
    {
      merchantId: MERCHANT,
      places: 2,
      memberId: member.id,
      gameCode: 'F31M',
      prizeMode: 'Lott',
      lines: [
        { betType: 'f3.bigsmall', pick: 'big', stake: minor(300n) },
        { betType: 'f3.bigsmall', pick: 'small', stake: minor(200n) },
      ],
      issues: 1,
      stopOnWin: false,
    },
    T,
  );
  return member.id;
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
});

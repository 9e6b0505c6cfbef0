import { describe, expect, it } from 'vitest';
import { crashAtEveryStep, Crash } from '../../../test/crash-at.ts';
import { createPendingWithdrawal, paymentDeps } from '../../../test/factories/withdrawals.ts';
import { fund, MERCHANT, newPayingMember } from '../../../test/payments-fixtures.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { settledGameBet } from '../../../test/factories/games.ts';
import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { settleMany } from '../game-wallet/game-wallet-bulk.usecases.ts';
import { gameWallet } from '../game-wallet/game-wallet.usecases.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import { CLI_ACTOR } from '../operators/actor.model.ts';
import { confirmManualDeposit } from '../payments/deposit-review.usecases.ts';
import { createDeposit } from '../payments/deposits.usecases.ts';
import { confirmReceipt } from '../withdrawals/withdrawal-receipt.usecases.ts';
import { approveWithdrawal, rejectWithdrawal, resolveWithdrawal } from '../withdrawals/withdrawal-review.usecases.ts';
import { businessDay } from './business-periods.ts';
import { setBrandTimeZone } from './play-record-settings.usecases.ts';
import { checkMoneyRollups, checkPlayRollups } from './stats-check.usecases.ts';

/**
 * Roll-ups equal their recomputation from the source rows (bets, deposits, withdrawals and their
 * refunds) after a mixed day, after a change of the brand's zone, and when each money or play step
 * is killed before any of its statements: nothing is ever half-written.
 */
const expectRollupsExact = async (db: Db) => {
  expect(await checkPlayRollups(db, MERCHANT)).toEqual([]);
  expect(await checkMoneyRollups(db, MERCHANT)).toEqual([]);
};
const database = useTestDatabase({ afterEachTest: expectRollupsExact });
const db = () => database().db;
const deps = () => paymentDeps(db());
let seq = 0;
const key = (prefix: string) => `mr-${prefix}-${++seq}-${Date.now()}`;

async function moneyDays(memberId: number) {
  const rows = await db()
    .selectFrom('member_day_money')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('day')
    .execute();
  return rows.map((r) => ({
    day: r.day,
    deposits: Number(r.deposits),
    depositCount: Number(r.deposit_count),
    withdrawals: Number(r.withdrawals),
    withdrawalCount: Number(r.withdrawal_count),
  }));
}

async function confirmedDeposit(member: Awaited<ReturnType<typeof newPayingMember>>['member'], amount: string) {
  const merchant = await getMerchantByCodeOrDefault(db());
  const { deposit } = await createDeposit(deps(), merchant, member, {
    channel: 'bank_transfer',
    amount,
    clientKey: key('dep'),
  });
  await confirmManualDeposit(deps(), deposit.id, CLI_ACTOR);
  return deposit;
}

/** A withdrawal approved, then reported partly received and resolved with `refund` back to the member. */
async function disputedWithdrawal(amount: string, received: string) {
  const made = await createPendingWithdrawal(db(), { amount });
  await approveWithdrawal(deps(), made.withdrawal.id, CLI_ACTOR);
  await confirmReceipt(db(), made.member, made.withdrawal.id, { outcome: 'partly_received', receivedAmount: received });
  return made;
}

const settledBet = (memberId: number, stake: bigint, payout: bigint, vendorCode = 'PXG') =>
  settledGameBet(db(), memberId, stake, payout, vendorCode);

/** A zone whose calendar date differs from UTC's right now (+14 h or −11 h). */
function zoneOnAnotherDate(now = new Date()): string {
  return now.getUTCHours() >= 10 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
}

describe('money roll-ups after a mixed day', () => {
  it('deposits, bets, a rollback, paid, refused and refunded withdrawals: each counted once, on its day', async () => {
    const today = businessDay(new Date(), 'UTC');
    // One member does everything: deposits, plays, withdraws, is refused once and refunded once.
    const made = await createPendingWithdrawal(db(), { amount: '30.00' });
    const member = made.member;
    const deposit = await confirmedDeposit(member, '200.00');
    const win = await settledBet(member.id, 1_000n, 2_500n);
    const undone = await settledBet(member.id, 700n, 0n);
    await gameWallet.rollback(db(), {
      ...undone,
      transactionId: key('rb'),
      referenceTransactionId: undone.transactionId,
    });
    expect(win.transactionId).toBeTruthy();
    await approveWithdrawal(deps(), made.withdrawal.id, CLI_ACTOR);
    const refused = await createPendingWithdrawal(db(), { amount: '20.00' });
    await rejectWithdrawal(deps(), refused.withdrawal.id, 'details do not match', CLI_ACTOR);
    const disputed = await disputedWithdrawal('100.00', '60.00');
    await resolveWithdrawal(
      deps(),
      disputed.withdrawal.id,
      { refundAmount: '40.00', note: 'bank returned it' },
      CLI_ACTOR,
    );

    expect(await moneyDays(member.id)).toEqual([
      {
        day: today,
        deposits: Number(deposit.creditAmount),
        depositCount: 1,
        withdrawals: 3_000,
        withdrawalCount: 1,
      },
    ]);
    // A refused withdrawal never left: nothing on its member's day.
    expect(await moneyDays(refused.member.id)).toEqual([]);
    // The refund takes its 40.00 back from the withdrawals of the day it was given: 100 − 40 out.
    expect(await moneyDays(disputed.member.id)).toEqual([
      { day: today, deposits: 0, depositCount: 0, withdrawals: 6_000, withdrawalCount: 1 },
    ]);
    const row = await db()
      .selectFrom('withdrawals')
      .select(['business_day', 'refund_business_day'])
      .where('id', '=', disputed.withdrawal.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ business_day: today, refund_business_day: today });
    await expectRollupsExact(db());
  });

  it('a roll-up that drifted from its rows is named, a refund left out of it included', async () => {
    const disputed = await disputedWithdrawal('50.00', '10.00');
    await resolveWithdrawal(deps(), disputed.withdrawal.id, { refundAmount: '40.00', note: 'returned' }, CLI_ACTOR);
    // As the roll-up was before refunds were counted: the whole payout still on the day.
    await db()
      .updateTable('member_day_money')
      .set({ withdrawals: '5000' })
      .where('member_id', '=', disputed.member.id)
      .execute();
    const [difference] = await checkMoneyRollups(db(), MERCHANT);
    expect(difference).toMatchObject({
      memberId: disputed.member.id,
      stored: { withdrawals: '5000' },
      recomputed: { withdrawals: '1000', withdrawalCount: 1 },
    });
    await db()
      .updateTable('member_day_money')
      .set({ withdrawals: '1000' })
      .where('member_id', '=', disputed.member.id)
      .execute();
  });

  it("stays exact when the brand changes its zone: each row keeps the day it was counted on; new ones take the new zone's", async () => {
    const { member } = await newPayingMember(db());
    await confirmedDeposit(member, '50.00');
    const disputed = await disputedWithdrawal('30.00', '20.00');
    const zone = zoneOnAnotherDate();
    await setBrandTimeZone(db(), MERCHANT, zone);
    try {
      // The refund is given under the new zone: it counts on that zone's day, the payout stays on UTC's.
      await resolveWithdrawal(deps(), disputed.withdrawal.id, { refundAmount: '10.00', note: 'returned' }, CLI_ACTOR);
      await confirmedDeposit(member, '25.00');
      const days = await moneyDays(member.id);
      expect(days.map((d) => d.day)).toEqual([businessDay(new Date(), 'UTC'), businessDay(new Date(), zone)].sort());
      expect(days.map((d) => d.depositCount)).toEqual([1, 1]);
      const refundDay = businessDay(new Date(), zone);
      expect(await moneyDays(disputed.member.id)).toEqual(
        [
          { day: businessDay(new Date(), 'UTC'), deposits: 0, depositCount: 0, withdrawals: 3_000, withdrawalCount: 1 },
          { day: refundDay, deposits: 0, depositCount: 0, withdrawals: -1_000, withdrawalCount: 0 },
        ].sort((a, b) => (a.day < b.day ? -1 : 1)),
      );
      // Exact under the new zone: the check reads the stored days, not today's zone.
      await expectRollupsExact(db());
    } finally {
      await setBrandTimeZone(db(), MERCHANT, 'UTC');
    }
    await expectRollupsExact(db());
  });
});

describe('a step killed before any of its statements leaves no half-written roll-up', { timeout: 180_000 }, () => {
  /** Each attempt that was killed leaves the roll-ups equal to the rows; the retry counts once. */
  const checkedAfterCrash =
    <S>(act: (db: Db, s: S) => Promise<unknown>) =>
    async (on: Db, s: S) => {
      try {
        return await act(on, s);
      } catch (error) {
        expect(error).toBeInstanceOf(Crash);
        await expectRollupsExact(db());
        throw error;
      }
    };

  it('a deposit confirmed', async () => {
    await crashAtEveryStep(
      db(),
      async () => {
        const { member } = await newPayingMember(db());
        const merchant = await getMerchantByCodeOrDefault(db());
        const { deposit } = await createDeposit(deps(), merchant, member, {
          channel: 'bank_transfer',
          amount: '80.00',
          clientKey: key('dep'),
        });
        return { member, deposit };
      },
      checkedAfterCrash((on, s) => confirmManualDeposit(paymentDeps(on), s.deposit.id, CLI_ACTOR)),
      async (s) => {
        expect((await moneyDays(s.member.id)).map((d) => [d.deposits, d.depositCount])).toEqual([
          [Number(s.deposit.creditAmount), 1],
        ]);
        await expectRollupsExact(db());
      },
    );
  });

  it('a withdrawal approved, and one refused', async () => {
    await crashAtEveryStep(
      db(),
      () => createPendingWithdrawal(db(), { amount: '25.00' }),
      checkedAfterCrash((on, s) => approveWithdrawal(paymentDeps(on), s.withdrawal.id, CLI_ACTOR)),
      async (s) => {
        expect((await moneyDays(s.member.id)).map((d) => [d.withdrawals, d.withdrawalCount])).toEqual([[2_500, 1]]);
        await expectRollupsExact(db());
      },
    );
    await crashAtEveryStep(
      db(),
      () => createPendingWithdrawal(db(), { amount: '25.00' }),
      checkedAfterCrash((on, s) => rejectWithdrawal(paymentDeps(on), s.withdrawal.id, 'no', CLI_ACTOR)),
      async (s) => {
        expect(await moneyDays(s.member.id)).toEqual([]);
        await expectRollupsExact(db());
      },
    );
  });

  it('a dispute resolved with a refund', async () => {
    await crashAtEveryStep(
      db(),
      () => disputedWithdrawal('70.00', '20.00'),
      checkedAfterCrash((on, s) =>
        resolveWithdrawal(paymentDeps(on), s.withdrawal.id, { refundAmount: '50.00', note: 'returned' }, CLI_ACTOR),
      ),
      async (s) => {
        expect((await moneyDays(s.member.id)).map((d) => [d.withdrawals, d.withdrawalCount])).toEqual([[2_000, 1]]);
        await expectRollupsExact(db());
      },
    );
  });

  it('a settled bet rolled back', async () => {
    await crashAtEveryStep(
      db(),
      async () => {
        const { member } = await newPayingMember(db());
        await fund(db(), member.id, 10_000n);
        return { memberId: member.id, bet: await settledBet(member.id, 900n, 1_800n) };
      },
      checkedAfterCrash((on, s) =>
        gameWallet.rollback(on, {
          ...s.bet,
          transactionId: `${s.bet.transactionId}:rb`,
          referenceTransactionId: s.bet.transactionId,
        }),
      ),
      async (s) => {
        const play = await db().selectFrom('member_day_play').selectAll().where('member_id', '=', s.memberId).execute();
        expect(play.map((r) => [Number(r.bets), Number(r.stake), Number(r.payout)])).toEqual([[0, 0, 0]]);
        await expectRollupsExact(db());
      },
    );
  });

  // As the lottery settles a draw: a batch of lines in the caller's transaction.
  it('a lottery-like round settled in bulk', async () => {
    await crashAtEveryStep(
      db(),
      async () => {
        const round = key('round');
        const lines = [];
        for (const [stake, payout] of [
          [300n, 900n],
          [200n, 0n],
        ] as const) {
          const { member } = await newPayingMember(db());
          await fund(db(), member.id, 10_000n);
          const tx = key('line');
          await gameWallet.bet(db(), {
            merchantId: MERCHANT,
            vendorCode: 'KNO',
            memberId: member.id,
            transactionId: tx,
            round,
            amount: minor(stake),
          });
          lines.push({
            memberId: member.id,
            transactionId: `${tx}:win`,
            referenceTransactionId: tx,
            amount: minor(payout),
          });
        }
        return { round, lines };
      },
      checkedAfterCrash((on, s) =>
        inTransaction(on, (trx) =>
          settleMany(trx, { merchantId: MERCHANT, vendorCode: 'KNO', round: s.round }, s.lines),
        ),
      ),
      async (s) => {
        const play = await db()
          .selectFrom('member_day_play')
          .select(['member_id', 'bets', 'stake', 'payout'])
          .where(
            'member_id',
            'in',
            s.lines.map((l) => l.memberId),
          )
          .orderBy('member_id')
          .execute();
        expect(play.map((r) => [Number(r.bets), Number(r.stake), Number(r.payout)])).toEqual([
          [1, 300, 900],
          [1, 200, 0],
        ]);
        await expectRollupsExact(db());
      },
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { useTestDatabase } from '../../../test/test-db.ts';
import { crashAtEveryStep } from '../../../test/crash-at.ts';
import { createPendingWithdrawal, newMemberWithPayout } from '../../../test/factories/withdrawals.ts';
import { checkMoney } from '../reconciliation/money-check.usecases.ts';
import { balanceOf, fund, inboxTemplates, newPayingMember, PAYMENT_PASSWORD } from '../../../test/payments-fixtures.ts';
import { closeExpiredTrials } from '../auth/freeplay.usecases.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { transferToUpline } from '../wallet/upline.usecases.ts';
import { confirmReceipt } from '../withdrawals/withdrawal-receipt.usecases.ts';
import { approveWithdrawal, rejectWithdrawal, resolveWithdrawal } from '../withdrawals/withdrawal-review.usecases.ts';
import { requestWithdrawal } from '../withdrawals/withdrawals.usecases.ts';
import { CLI_ACTOR } from '../operators/actor.model.ts';
import { confirmManualDeposit } from './deposit-review.usecases.ts';
import { createDeposit } from './deposits.usecases.ts';
import { gatewayRegistry } from './gateways/payment-gateway.ts';

let merchant: Merchant;
const database = useTestDatabase({ prepare: async (db) => (merchant = await getMerchantByCodeOrDefault(db)) });

const deps = (db: Db) => ({ db, notify: notifyMember, gateways: gatewayRegistry([]) });
let seq = 0;
const clientKey = () => `crash-${++seq}-${Date.now()}`;

const memberWithPayout = (cents: bigint) => newMemberWithPayout(database().db, cents);

async function pendingWithdrawal(cents: bigint) {
  const { member, withdrawal: w } = await createPendingWithdrawal(database().db, {
    amount: (Number(cents) / 100).toFixed(2),
  });
  return { member, w };
}

// Dozens of crash-and-retry rounds per flow: slow on a loaded machine, so a generous limit.
describe(
  'every money flow, killed before each of its statements, stays consistent and completes once on retry',
  { timeout: 180_000 },
  () => {
    it('a withdrawal request: the row and its hold, or neither', async () => {
      const steps = await crashAtEveryStep(
        database().db,
        async () => ({ ...(await memberWithPayout(50_000n)), key: clientKey() }),
        (db, s) =>
          requestWithdrawal(deps(db), merchant, s.member, {
            payoutAccountId: String(s.payout.id),
            amount: '120.00',
            paymentPassword: PAYMENT_PASSWORD,
            clientKey: s.key,
          }),
        async (s) => {
          expect(await balanceOf(database().db, s.member.id)).toBe(38_000n);
          expect(await balanceOf(database().db, s.member.id, 'withdrawal_hold')).toBe(12_000n);
        },
      );
      expect(steps).toBeGreaterThan(3);
    });

    it('approval: disbursed with the payout posted, or still pending with the hold', async () => {
      await crashAtEveryStep(
        database().db,
        () => pendingWithdrawal(10_000n),
        (db, s) => approveWithdrawal(deps(db), s.w.id, CLI_ACTOR),
        async (s) => expect(await balanceOf(database().db, s.member.id, 'withdrawal_hold')).toBe(0n),
      );
    });

    it('rejection: rejected with the hold released, or still pending', async () => {
      await crashAtEveryStep(
        database().db,
        () => pendingWithdrawal(10_000n),
        (db, s) => rejectWithdrawal(deps(db), s.w.id, 'details do not match', CLI_ACTOR),
        async (s) => expect(await balanceOf(database().db, s.member.id)).toBe(50_000n),
      );
    });

    it('a dispute resolved with a refund: resolved with the refund posted, or still disputed', async () => {
      await crashAtEveryStep(
        database().db,
        async () => {
          const s = await pendingWithdrawal(10_000n);
          await approveWithdrawal(deps(database().db), s.w.id, CLI_ACTOR);
          await confirmReceipt(database().db, s.member, s.w.id, {
            outcome: 'partly_received',
            receivedAmount: '60.00',
          });
          return s;
        },
        (db, s) => resolveWithdrawal(deps(db), s.w.id, { refundAmount: '40.00', note: 'bank returned it' }, CLI_ACTOR),
        async (s) => expect(await balanceOf(database().db, s.member.id)).toBe(44_000n),
      );
    });

    it('a manual deposit confirmed: credited once with its posting, or still pending', async () => {
      await crashAtEveryStep(
        database().db,
        async () => {
          const { member } = await newPayingMember(database().db);
          const { deposit } = await createDeposit(deps(database().db), merchant, member, {
            channel: 'bank_transfer',
            amount: '100.00',
            clientKey: clientKey(),
          });
          return { member, deposit };
        },
        (db, s) => confirmManualDeposit(deps(db), s.deposit.id, CLI_ACTOR),
        async (s) => {
          expect(await balanceOf(database().db, s.member.id)).toBe(s.deposit.creditAmount);
          expect(await inboxTemplates(database().db, s.member.id)).toContain('deposit_credited');
        },
      );
    });

    it('a transfer to the upline: both wallets move or neither', async () => {
      await crashAtEveryStep(
        database().db,
        async () => {
          const { member: upline } = await newPayingMember(database().db);
          const { member } = await newPayingMember(database().db);
          await database()
            .db.updateTable('members')
            .set({ upline_id: upline.id })
            .where('id', '=', member.id)
            .execute();
          await fund(database().db, member.id, 10_000n);
          return { member: { ...member, uplineId: upline.id }, upline, key: clientKey() };
        },
        (db, s) =>
          transferToUpline(db, merchant, s.member, {
            amount: '25.00',
            paymentPassword: PAYMENT_PASSWORD,
            clientKey: s.key,
          }),
        async (s) => {
          expect(await balanceOf(database().db, s.member.id)).toBe(7_500n);
          expect(await balanceOf(database().db, s.upline.id)).toBe(2_500n);
        },
      );
    });

    it('the free-play clean-up: sessions end and demo credit returns together', async () => {
      await crashAtEveryStep(
        database().db,
        async () => {
          const { member } = await newPayingMember(database().db, { trial: true });
          await database()
            .db.updateTable('members')
            .set({ trial_expires_at: new Date(Date.now() - 60_000).toISOString() })
            .where('id', '=', member.id)
            .execute();
          return { member };
        },
        (db) => closeExpiredTrials(db),
        async (s) => {
          const open = await database()
            .db.selectFrom('sessions')
            .select('id')
            .where('member_id', '=', s.member.id)
            .where('revoked_at', 'is', null)
            .execute();
          expect(open).toEqual([]);
        },
      );
    });
  },
);

describe('ledger:check reconciles domain rows against the ledger', () => {
  it('names a withdrawal whose status implies postings it does not have, and a credited deposit without its credit', async () => {
    const { w } = await pendingWithdrawal(10_000n);
    await database().db.updateTable('withdrawals').set({ status: 'rejected' }).where('id', '=', w.id).execute();
    const { member } = await newPayingMember(database().db);
    const { deposit } = await createDeposit(deps(database().db), merchant, member, {
      channel: 'bank_transfer',
      amount: '30.00',
      clientKey: clientKey(),
    });
    await database().db.updateTable('deposits').set({ status: 'credited' }).where('id', '=', deposit.id).execute();
    const check = await checkMoney(database().db);
    expect(check.ok).toBe(false);
    expect(check.domain).toEqual([
      {
        what: 'deposit',
        id: deposit.id,
        status: 'credited',
        expected: `credit=${deposit.creditAmount}`,
        found: 'none',
      },
      { what: 'withdrawal', id: w.id, status: 'rejected', expected: 'hold=10000 release=10000', found: 'hold=10000' },
    ]);
    // Put back, so later scenarios start sound.
    await database().db.updateTable('withdrawals').set({ status: 'pending' }).where('id', '=', w.id).execute();
    await database().db.updateTable('deposits').set({ status: 'pending' }).where('id', '=', deposit.id).execute();
    expect((await checkMoney(database().db)).ok).toBe(true);
  });
});

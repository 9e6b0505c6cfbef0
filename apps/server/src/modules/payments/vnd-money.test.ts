import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { seedDemoPayments } from '../../db/seed/demo-payments.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor } from '../../lib/money.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { DEFAULT_PAYMENT_PASSWORD, newPayingMember } from '../../../test/factories/members.ts';
import { balanceOf, expectLedgerSound } from '../../../test/factories/ledger.ts';
import { paymentDeps } from '../../../test/factories/withdrawals.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import type { Member } from '../members/member.model.ts';
import { adjustMainWallet } from '../operators/adjustments.usecases.ts';
import { transferToUpline } from '../wallet/upline.usecases.ts';
import { addPayoutAccount } from '../withdrawals/payout-accounts.ts';
import { toWithdrawalView } from '../withdrawals/withdrawal.model.ts';
import { confirmReceipt } from '../withdrawals/withdrawal-receipt.usecases.ts';
import { approveWithdrawal, resolveWithdrawal } from '../withdrawals/withdrawal-review.usecases.ts';
import { requestWithdrawal } from '../withdrawals/withdrawals.usecases.ts';
import { CLI_ACTOR } from '../operators/actor.model.ts';
import { toChannelView } from './channel.model.ts';
import { updateChannel } from './channels.usecases.ts';
import { toDepositView } from './deposit.model.ts';
import { confirmManualDeposit } from './deposit-review.usecases.ts';
import { createDeposit } from './deposits.usecases.ts';

/*
 * A brand in Vietnamese dong (no minor unit: 0 places). Every money flow reads what a person types
 * and shows what it stored in whole dong: "5000" stays 5000, never "50.00"; "12.50" is refused.
 */
let database: DbHandle;
let vnd: Merchant;
beforeAll(async () => {
  database = await createTestDatabase();
  vnd = await createMerchant(database.db, { code: 'brand_vnd_money', currency: 'VND' });
  await inTransaction(database.db, (trx) => seedDemoPayments(trx, vnd.id));
});
afterAll(async () => database.close());

const db = () => database.db;
const key = () => `vnd-${randomUUID()}`;

/** A member of the VND brand with a payment password and `dong` in the main wallet. */
async function vndMember(dong: bigint): Promise<Member> {
  const { member } = await newPayingMember(db(), { merchantId: vnd.id });
  if (dong > 0n) {
    const main = await ensureMemberAccount(db(), vnd.id, member.id, 'main', 'VND');
    const house = await ensureSystemAccount(db(), vnd.id, 'house', 'VND');
    await postTransaction(db(), {
      merchantId: vnd.id,
      kind: 'adjustment',
      idempotencyKey: key(),
      legs: [
        { accountId: house.id, amount: minor(-dong) },
        { accountId: main.id, amount: minor(dong) },
      ],
    });
  }
  return member;
}

const fieldError = (field: string) => ({ code: 'request.invalid', errors: [{ field, key: 'validation.amount' }] });

describe('a brand in VND (0 places): every flow reads and shows whole dong', () => {
  it('a deposit of 5000 is 5000 dong, shown back as "5000", and credits 5000', async () => {
    expect(vnd.places).toBe(0);
    const member = await vndMember(0n);
    const { deposit, channel } = await createDeposit(paymentDeps(db()), vnd, member, {
      channel: 'bank_transfer',
      amount: '5000',
      clientKey: key(),
    });
    expect(deposit.amount).toBe(5000n);
    expect(toDepositView(deposit, channel)).toMatchObject({ amount: '5000', creditAmount: '5000', currency: 'VND' });
    await confirmManualDeposit(paymentDeps(db()), deposit.id, CLI_ACTOR);
    expect(await balanceOf(db(), member.id)).toBe(5000n);

    await expect(
      createDeposit(paymentDeps(db()), vnd, member, { channel: 'bank_transfer', amount: '5000.50', clientKey: key() }),
    ).rejects.toMatchObject(fieldError('amount'));
    // The channel's minimum (1000 minor units) is 1000 dong, and the refusal says so.
    await expect(
      createDeposit(paymentDeps(db()), vnd, member, { channel: 'bank_transfer', amount: '100', clientKey: key() }),
    ).rejects.toMatchObject({ code: 'payment.amount_out_of_range', params: { min: '1000', max: '5000000' } });
    await expectLedgerSound(db());
  });

  it('a withdrawal holds whole dong; a partial receipt and the dispute refund are read in dong', async () => {
    const member = await vndMember(50_000n);
    const payout = await addPayoutAccount(db(), member, {
      type: 'bank',
      holderName: 'Nguyen Van An',
      providerName: 'Saigon Bank',
      accountNumber: '7700112233',
    });
    const w = await requestWithdrawal(paymentDeps(db()), vnd, member, {
      payoutAccountId: String(payout.id),
      amount: '20000',
      paymentPassword: DEFAULT_PAYMENT_PASSWORD,
      clientKey: key(),
    });
    expect(w.amount).toBe(20_000n);
    expect(await balanceOf(db(), member.id, 'withdrawal_hold')).toBe(20_000n);
    expect(toWithdrawalView(w, 60).amount).toBe('20000');

    await approveWithdrawal(paymentDeps(db()), w.id, CLI_ACTOR);
    await expect(
      confirmReceipt(db(), member, w.id, { outcome: 'partly_received', receivedAmount: '5000.5' }),
    ).rejects.toMatchObject(fieldError('receivedAmount'));
    const partly = await confirmReceipt(db(), member, w.id, { outcome: 'partly_received', receivedAmount: '5000' });
    expect(toWithdrawalView(partly, 60)).toMatchObject({ receivedAmount: '5000', remainingAmount: '15000' });

    await expect(
      resolveWithdrawal(paymentDeps(db()), w.id, { refundAmount: '20000', note: 'too much' }, CLI_ACTOR),
    ).rejects.toMatchObject({ code: 'withdrawal.refund_invalid', params: { max: '15000' } });
    const resolved = await resolveWithdrawal(
      paymentDeps(db()),
      w.id,
      { refundAmount: '15000', note: 'bank returned it' },
      CLI_ACTOR,
    );
    expect(toWithdrawalView(resolved, 60).refundAmount).toBe('15000');
    expect(await balanceOf(db(), member.id)).toBe(45_000n);
    await expectLedgerSound(db());
  });

  it('a transfer to the upline takes from 1 dong, refuses fractions and names its limits in dong', async () => {
    const upline = await vndMember(0n);
    const member = { ...(await vndMember(100_000n)), uplineId: upline.id };
    await db().updateTable('members').set({ upline_id: upline.id }).where('id', '=', member.id).execute();
    const send = (amount: string) =>
      transferToUpline(db(), vnd, member, { amount, paymentPassword: DEFAULT_PAYMENT_PASSWORD, clientKey: key() });

    const sent = await send('1');
    expect(sent).toMatchObject({ amount: '1', mainBalance: '99999' });
    expect(await balanceOf(db(), upline.id)).toBe(1n);
    await expect(send('0.5')).rejects.toMatchObject(fieldError('amount'));
    await expect(send('50001')).rejects.toMatchObject({ code: 'wallet.amount_above_max', params: { max: '50000' } });
    await expectLedgerSound(db());
  });

  it('an adjustment credits and debits whole dong; a fraction of a dong changes nothing', async () => {
    const member = await vndMember(10_000n);
    const adjust = (amount: string) =>
      adjustMainWallet(db(), vnd, { username: member.username, amount, reason: 'goodwill' }, CLI_ACTOR);
    expect(await adjust('2500')).toMatchObject({ amount: '2500', balance: '12500' });
    expect(await adjust('-500')).toMatchObject({ amount: '-500', balance: '12000' });
    await expect(adjust('10.5')).rejects.toMatchObject({ code: 'adjustment.amount_invalid' });
    expect(await balanceOf(db(), member.id)).toBe(12_000n);
  });

  it('a channel limit is set and shown in dong; a fraction of a dong is refused', async () => {
    const changed = await updateChannel(db(), vnd.id, 'bank_transfer', { min: '2000', feeFixed: '300' });
    expect(changed.min).toBe(2000n);
    expect(toChannelView(changed, 'VND')).toMatchObject({ min: '2000', max: '5000000', fee: { fixed: '300' } });
    await expect(updateChannel(db(), vnd.id, 'bank_transfer', { min: '2000.5' })).rejects.toMatchObject({
      code: 'payment.channel_limits_invalid',
    });
    await updateChannel(db(), vnd.id, 'bank_transfer', { min: '1000', feeFixed: '0' });
  });
});

import { MAX_PAYOUT_ACCOUNTS } from '@arcadia/contracts';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-db.ts';
import { expectMoneySound } from '../../../test/crash-at.ts';
import { fund, newPayingMember, PAYMENT_PASSWORD } from '../../../test/payments-fixtures.ts';
import { notifyMember } from '../inbox/inbox.usecases.ts';
import { getMerchantByCodeOrDefault } from '../merchants/merchants.usecases.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { DEFAULT_PAYMENT_SETTINGS } from '../payments/payment-settings.ts';
import { addPayoutAccount } from './payout-accounts.ts';
import { handleGatewayEvent } from '../payments/deposit-review.usecases.ts';
import { createDeposit } from '../payments/deposits.usecases.ts';
import { gatewayRegistry, type PaymentGateway } from '../payments/gateways/payment-gateway.ts';
import { minor } from '../../lib/money.ts';
import { requestWithdrawal } from './withdrawals.usecases.ts';

let merchant: Merchant;
const database = useTestDatabase({ prepare: async (db) => (merchant = await getMerchantByCodeOrDefault(db)) });

describe(
  'per-member caps hold under concurrency (the database decides, not a read before the insert)',
  { timeout: 120_000 },
  () => {
    it(`50 simultaneous withdrawal requests: exactly ${DEFAULT_PAYMENT_SETTINGS.withdrawalMaxPending} pending, the rest refused`, async () => {
      const { member } = await newPayingMember(database().db);
      await fund(database().db, member.id, 1_000_000n);
      const payout = await addPayoutAccount(database().db, member, {
        type: 'bank',
        holderName: 'Cap Tester',
        providerName: 'Test Bank',
        accountNumber: '55501234',
      });
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) =>
          requestWithdrawal({ db: database().db, notify: notifyMember }, merchant, member, {
            payoutAccountId: String(payout.id),
            amount: '20.00',
            paymentPassword: PAYMENT_PASSWORD,
            clientKey: `cap-${i}`,
          }),
        ),
      );
      const accepted = results.filter((r) => r.status === 'fulfilled');
      const refused = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code?: string }).code] : []));
      expect(accepted).toHaveLength(DEFAULT_PAYMENT_SETTINGS.withdrawalMaxPending);
      expect(new Set(refused)).toEqual(new Set(['withdrawal.too_many_pending']));
      const pending = await database()
        .db.selectFrom('withdrawals')
        .select('id')
        .where('member_id', '=', member.id)
        .where('status', '=', 'pending')
        .execute();
      expect(pending).toHaveLength(DEFAULT_PAYMENT_SETTINGS.withdrawalMaxPending);
      await expectMoneySound(database().db);
    });

    it(`20 simultaneous payout-account adds: exactly ${MAX_PAYOUT_ACCOUNTS} created`, async () => {
      const { member } = await newPayingMember(database().db);
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, (_, i) =>
          addPayoutAccount(database().db, member, {
            type: 'bank',
            holderName: 'Cap Tester',
            providerName: 'Test Bank',
            accountNumber: `7770${i}`,
          }),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(MAX_PAYOUT_ACCOUNTS);
      const rows = await database()
        .db.selectFrom('payout_accounts')
        .select('id')
        .where('member_id', '=', member.id)
        .execute();
      expect(rows).toHaveLength(MAX_PAYOUT_ACCOUNTS);
    });
  },
);

describe('webhook redeliveries', () => {
  it('20 simultaneous copies of one "paid" event: one credit, recorded as credited, the rest duplicates', async () => {
    const gateway: PaymentGateway = {
      provider: 'fake',
      channelKind: 'sandbox_gateway',
      createCheckout: (r) => Promise.resolve({ providerRef: `ref-${r.depositId}`, checkoutUrl: '/checkout' }),
      verifyWebhook: () => Promise.resolve(),
      parseEvent: () => {
        throw new Error('not used');
      },
    };
    const deps = { db: database().db, notify: notifyMember, gateways: gatewayRegistry([gateway]) };
    const { member } = await newPayingMember(database().db);
    const { deposit } = await createDeposit(deps, merchant, member, {
      channel: 'sandbox_card',
      amount: '50.00',
      clientKey: 'webhook-race',
    });
    const event = {
      eventId: 'evt-race-1',
      type: 'paid' as const,
      depositId: deposit.id,
      providerRef: `ref-${deposit.id}`,
      amount: minor(5_000n),
      currency: deposit.currency,
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => handleGatewayEvent(deps, 'fake', 'sandbox_gateway', event)),
    );
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
    const recorded = await database()
      .db.selectFrom('payment_webhook_events')
      .select('outcome')
      .where('event_id', '=', 'evt-race-1')
      .execute();
    expect(recorded).toEqual([{ outcome: 'credited' }]);
    await expectMoneySound(database().db);
  });
});

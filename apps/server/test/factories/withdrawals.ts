import type { Db } from '../../src/db/schema.ts';
import { notifyMember } from '../../src/modules/inbox/inbox.usecases.ts';
import { getMerchantByCodeOrDefault } from '../../src/modules/merchants/merchants.usecases.ts';
import { gatewayRegistry } from '../../src/modules/payments/gateways/payment-gateway.ts';
import { addPayoutAccount } from '../../src/modules/withdrawals/payout-accounts.ts';
import { requestWithdrawal } from '../../src/modules/withdrawals/withdrawals.usecases.ts';
import { fund } from './ledger.ts';
import { DEFAULT_PAYMENT_PASSWORD, newPayingMember } from './members.ts';

let seq = 0;

/** What the payment use cases need besides the database: the inbox and no real gateway. */
export const paymentDeps = (db: Db) => ({ db, notify: notifyMember, gateways: gatewayRegistry([]) });

type PayoutSpec = Partial<Parameters<typeof addPayoutAccount>[2]>;

/** A member with a payment password, `balance` in the main wallet and one payout account (a bank unless `payout` says). */
export async function newMemberWithPayout(db: Db, balance: bigint, payout: PayoutSpec = {}) {
  const signedIn = await newPayingMember(db);
  if (balance > 0n) await fund(db, signedIn.member.id, balance);
  const account = await addPayoutAccount(db, signedIn.member, {
    type: 'bank',
    holderName: 'Ana Lima',
    providerName: 'Harbor Savings',
    accountNumber: `${900000 + ++seq}`,
    ...payout,
  });
  return { ...signedIn, payout: account };
}

/** A withdrawal of `amount` (wire string) requested through the use case: funds on hold, waiting for review. */
export async function createPendingWithdrawal(
  db: Db,
  { amount, balance = 50_000n, payout }: { amount: string; balance?: bigint; payout?: PayoutSpec },
) {
  const made = await newMemberWithPayout(db, balance, payout);
  const withdrawal = await requestWithdrawal(paymentDeps(db), await getMerchantByCodeOrDefault(db), made.member, {
    payoutAccountId: String(made.payout.id),
    amount,
    paymentPassword: DEFAULT_PAYMENT_PASSWORD,
    clientKey: `test-withdrawal-${++seq}-${Date.now()}`,
  });
  return { ...made, withdrawal };
}

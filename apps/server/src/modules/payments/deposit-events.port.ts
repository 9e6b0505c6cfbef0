import type { Trx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';

/**
 * "Deposit credited" as other modules react to it (VIP growth, promotions' deposit rewards): each
 * listener runs inside the transaction that credits the deposit, once per deposit (the credit
 * itself happens once, whatever the webhook repeats), so what it writes commits with the credit or
 * not at all; a listener must not fail for a business reason. Added from its own module's plugin,
 * as the play record's event subscribers are.
 */
export type CreditedDeposit = {
  id: number;
  merchantId: number;
  memberId: number;
  /** What the member's wallet received, in minor units. */
  amount: Minor;
  /** Its rank among the member's credited deposits (1: the first). */
  ordinal: number;
  creditedAt: string;
};

export type DepositCreditedListener = { name: string; credited: (trx: Trx, deposit: CreditedDeposit) => Promise<void> };

export const DEPOSIT_CREDITED_LISTENERS: DepositCreditedListener[] = [];

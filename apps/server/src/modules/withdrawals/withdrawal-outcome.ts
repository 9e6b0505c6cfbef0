import type { WithdrawalOutcome, WithdrawalStatus } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';

/*
 * What the account record says about a withdrawal on its one line: where it stands for the member
 * and how much came back to the main wallet (a rejection returns it all, a resolved dispute may
 * return part). The ledger's hold and return postings are folded into this.
 */
const OUTCOMES: Record<WithdrawalStatus, WithdrawalOutcome> = {
  holding: 'pending',
  pending: 'pending',
  disbursed: 'pending',
  partly_received: 'review',
  not_received: 'review',
  received: 'paid',
  auto_received: 'paid',
  resolved: 'paid',
  rejected: 'returned',
};

export type WithdrawalLine = { outcome: WithdrawalOutcome; returned: Minor | null };

export async function withdrawalLines(
  db: DbOrTrx,
  memberId: number,
  ids: number[],
): Promise<Map<number, WithdrawalLine>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('withdrawals')
    .select(['id', 'status', 'amount', 'refund_amount'])
    .where('member_id', '=', memberId)
    .where('id', 'in', ids)
    .execute();
  return new Map(
    rows.map((r) => {
      const refund = r.refund_amount === null ? 0n : toMinor(r.refund_amount);
      const returned = r.status === 'rejected' ? toMinor(r.amount) : refund > 0n ? (refund as Minor) : null;
      return [Number(r.id), { outcome: OUTCOMES[r.status as WithdrawalStatus] ?? 'pending', returned }];
    }),
  );
}

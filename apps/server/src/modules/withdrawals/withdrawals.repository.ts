import type { WithdrawalStatus } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { memberRequestMatch, memberRequestRows, type MemberRequestFilter } from '../../lib/member-request-rows.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import { countedPage, countRows } from '../../lib/rows.ts';
import { mapWithdrawal, type Withdrawal } from './withdrawal.model.ts';

export type WithdrawalFilter = MemberRequestFilter<WithdrawalStatus>;

export const withdrawalsRepository = {
  ...memberRequestRows<'withdrawals', Withdrawal, WithdrawalStatus>('withdrawals', mapWithdrawal),

  countOpen(db: DbOrTrx, memberId: number): Promise<number> {
    return countRows(
      db.selectFrom('withdrawals').where('member_id', '=', memberId).where('status', 'in', ['holding', 'pending']),
    );
  },

  /**
   * How many withdrawals the member asked for in [from, to) and their total, rejected ones left out
   * (their money came back): what the VIP level's daily limits count.
   */
  async requestedBetween(
    db: DbOrTrx,
    memberId: number,
    from: string,
    to: string,
  ): Promise<{ count: number; amount: Minor }> {
    const row = await db
      .selectFrom('withdrawals')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('amount').as('total')])
      .where('member_id', '=', memberId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .where('status', '!=', 'rejected')
      .$castTo<{ n: number | string | bigint; total: number | string | bigint | null }>()
      .executeTakeFirstOrThrow();
    return { count: Number(row.n), amount: toMinor(row.total ?? 0) };
  },

  /** The first of two approvals, recorded once: false when the row has one already or is no longer pending. */
  async recordFirstApproval(db: DbOrTrx, id: number, operatorId: number, now: string): Promise<boolean> {
    const result = await db
      .updateTable('withdrawals')
      .set({ first_approved_by: operatorId, first_approved_at: now, updated_at: now })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('first_approved_by', 'is', null)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  },

  async disbursedBefore(db: DbOrTrx, cutoff: string, limit: number): Promise<number[]> {
    const rows = await db
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '=', 'disbursed')
      .where('disbursed_at', '<=', cutoff)
      .orderBy('disbursed_at')
      .limit(limit)
      .execute();
    return rows.map((r) => Number(r.id));
  },

  async list(
    db: DbOrTrx,
    filter: WithdrawalFilter,
    page: { pageNo: number; pageSize: number },
  ): Promise<{ rows: (Withdrawal & { username: string })[]; total: number }> {
    const query = db
      .selectFrom('withdrawals as w')
      .innerJoin('members as m', 'm.id', 'w.member_id')
      .where((eb) => eb.and(memberRequestMatch('w', filter)));
    const { rows, total } = await countedPage(
      query,
      (q) => q.selectAll('w').select('m.username').orderBy('w.id', 'desc'),
      page,
    );
    return { total, rows: rows.map((r) => ({ ...mapWithdrawal(r), username: r.username })) };
  },
};

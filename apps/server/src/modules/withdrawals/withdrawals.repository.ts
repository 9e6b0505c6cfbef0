import type { WithdrawalStatus } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { memberRequestRows } from '../../lib/rows.ts';
import { mapWithdrawal, type Withdrawal } from './withdrawal.model.ts';

export type WithdrawalFilter = { merchantId?: number; memberId?: number; status?: WithdrawalStatus; username?: string };

export const withdrawalsRepository = {
  ...memberRequestRows<'withdrawals', Withdrawal, WithdrawalStatus>('withdrawals', mapWithdrawal),

  async countOpen(db: DbOrTrx, memberId: number): Promise<number> {
    const row = await db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('member_id', '=', memberId)
      .where('status', 'in', ['holding', 'pending'])
      .executeTakeFirstOrThrow();
    return Number(row.n);
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
    let query = db.selectFrom('withdrawals as w').innerJoin('members as m', 'm.id', 'w.member_id');
    if (filter.merchantId !== undefined) query = query.where('w.merchant_id', '=', filter.merchantId);
    if (filter.memberId !== undefined) query = query.where('w.member_id', '=', filter.memberId);
    if (filter.status !== undefined) query = query.where('w.status', '=', filter.status);
    if (filter.username !== undefined) query = query.where('m.username_key', '=', filter.username.trim().toLowerCase());
    const count = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll('w')
      .select('m.username')
      .orderBy('w.id', 'desc')
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute();
    return { total: Number(count.n), rows: rows.map((r) => ({ ...mapWithdrawal(r), username: r.username })) };
  },
};

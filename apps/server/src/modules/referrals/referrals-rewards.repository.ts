import { sql } from 'kysely';
import { countedPage } from '../../lib/rows.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';

export type ReferralRewardRow = {
  id: number;
  milestone: string;
  amount: Minor;
  state: string;
  friend: string;
  createdAt: string;
  at: string;
};

const at = sql<string>`coalesce(r.paid_at, r.reviewed_at, r.created_at)`;

/** The reward centre's reads of a referrer's rewards, with the friend each one is for. */
export const referralRewardsRepository = {
  async rewards(db: DbOrTrx, referrerId: number, held: boolean, limit: number) {
    const q = db
      .selectFrom('referral_rewards as r')
      .where('r.referrer_id', '=', referrerId)
      .where('r.state', held ? '=' : '!=', 'held');
    const { rows, total } = await countedPage(
      q,
      (page) =>
        page
          .innerJoin('members as m', 'm.id', 'r.referred_id')
          .select(['r.id', 'r.milestone', 'r.amount', 'r.state', 'r.created_at', 'm.username', at.as('at')])
          .orderBy(at, 'desc')
          .orderBy('r.id', 'desc'),
      { pageNo: 1, pageSize: limit },
    );
    const list: ReferralRewardRow[] = rows.map((r) => ({
      id: Number(r.id),
      milestone: r.milestone,
      amount: toMinor(r.amount),
      state: r.state,
      friend: r.username,
      createdAt: r.created_at,
      at: String(r.at),
    }));
    return { list, total };
  },
};

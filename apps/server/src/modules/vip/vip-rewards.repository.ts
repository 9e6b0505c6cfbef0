import { countedPage } from '../../lib/rows.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';

/** The reward centre's read of a member's level-up and birthday rewards, newest first, with their count. */
export const vipRewardsRepository = {
  async page(db: DbOrTrx, memberId: number, limit: number) {
    const q = db.selectFrom('vip_rewards').where('member_id', '=', memberId);
    const { rows, total } = await countedPage(
      q,
      (page) =>
        page
          .select(['id', 'kind', 'ref', 'level_id', 'amount', 'status', 'at'])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc'),
      { pageNo: 1, pageSize: limit },
    );
    const list = rows.map((r) => ({
      id: Number(r.id),
      kind: r.kind as 'level_up' | 'birthday',
      ref: r.ref,
      levelId: r.level_id === null ? null : Number(r.level_id),
      amount: toMinor(r.amount),
      status: r.status as 'paid' | 'withheld',
      at: r.at,
    }));
    return { list, total };
  },

  /** Whether the level's level-up reward was ever written for the member (it is paid once). */
  async hadLevelUp(db: DbOrTrx, memberId: number, levelId: number): Promise<boolean> {
    const row = await db
      .selectFrom('vip_rewards')
      .select('id')
      .where('member_id', '=', memberId)
      .where('kind', '=', 'level_up')
      .where('ref', '=', String(levelId))
      .executeTakeFirst();
    return row !== undefined;
  },
};

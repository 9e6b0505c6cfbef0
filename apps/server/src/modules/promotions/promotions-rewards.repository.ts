import { sql } from 'kysely';
import { countedPage } from '../../lib/rows.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';

/** One of the member's participations with its activity's text and reward, and its bonus if any. */
export type RewardRow = {
  participationId: number;
  activityId: number;
  state: string;
  reward: Minor | null;
  reviewNote: string | null;
  content: string;
  rewardRule: string;
  activityStatus: string;
  endsAt: string | null;
  createdAt: string;
  at: string;
  bonus: { id: number; state: string; amount: Minor; progress: Minor; required: Minor; expiresAt: string } | null;
};

const at = sql<string>`coalesce(b.ended_at, p.claimed_at, p.updated_at)`;

function rows(db: DbOrTrx, memberId: number) {
  return db
    .selectFrom('promo_participations as p')
    .innerJoin('promo_activities as a', 'a.id', 'p.activity_id')
    .leftJoin('promo_bonuses as b', 'b.participation_id', 'p.id')
    .where('p.member_id', '=', memberId);
}

const map = (r: Record<string, unknown>): RewardRow => ({
  participationId: Number(r.id),
  activityId: Number(r.activity_id),
  state: String(r.state),
  reward: r.reward_amount === null ? null : toMinor(r.reward_amount),
  reviewNote: (r.review_note as string | null) ?? null,
  content: String(r.content),
  rewardRule: String(r.reward),
  activityStatus: String(r.status),
  endsAt: (r.ends_at as string | null) ?? null,
  createdAt: String(r.created_at),
  at: String(r.at),
  bonus:
    r.bonus_id === null
      ? null
      : {
          id: Number(r.bonus_id),
          state: String(r.bonus_state),
          amount: toMinor(r.bonus_amount),
          progress: toMinor(r.bonus_progress),
          required: toMinor(r.required_turnover),
          expiresAt: String(r.bonus_expires_at),
        },
});

const COLUMNS = [
  'p.id',
  'p.activity_id',
  'p.state',
  'p.reward_amount',
  'p.review_note',
  'p.created_at',
  'a.content',
  'a.reward',
  'a.status',
  'a.ends_at',
  'b.id as bonus_id',
  'b.state as bonus_state',
  'b.amount as bonus_amount',
  'b.progress as bonus_progress',
  'b.required_turnover',
  'b.expires_at as bonus_expires_at',
] as const;

/** The reward centre's reads of promotions (the source in promotions-reward-source.ts). */
export const promotionRewardsRepository = {
  /** What is owed now: claimable, in review, or a bonus being wagered. */
  async current(db: DbOrTrx, memberId: number, now: string): Promise<RewardRow[]> {
    const found = await rows(db, memberId)
      .select([...COLUMNS, at.as('at')])
      .where((eb) =>
        eb.or([
          eb('p.state', '=', 'pending'),
          eb.and([eb('p.state', '=', 'claimable'), eb.or([eb('a.ends_at', 'is', null), eb('a.ends_at', '>', now)])]),
          eb('b.state', '=', 'wagering'),
        ]),
      )
      .orderBy('p.id')
      .execute();
    return found.map(map);
  },

  /**
   * What is settled, newest first: paid (with its bonus ended), rejected, or left claimable in an
   * activity that ended. The first `limit`, and how many in all.
   */
  async history(db: DbOrTrx, memberId: number, now: string, limit: number) {
    const settled = rows(db, memberId).where((eb) =>
      eb.or([
        eb.and([
          eb('p.state', 'in', ['claimed', 'issued', 'rejected']),
          eb.or([eb('b.id', 'is', null), eb('b.state', '!=', 'wagering')]),
        ]),
        eb.and([eb('p.state', '=', 'claimable'), eb('a.ends_at', '<=', now)]),
      ]),
    );
    const { rows: found, total } = await countedPage(
      settled,
      (page) =>
        page
          .select([...COLUMNS, at.as('at')])
          .orderBy(at, 'desc')
          .orderBy('p.id', 'desc'),
      { pageNo: 1, pageSize: limit },
    );
    return { rows: found.map(map), total };
  },
};

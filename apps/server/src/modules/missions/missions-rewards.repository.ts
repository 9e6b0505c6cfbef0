import { countedPage } from '../../lib/rows.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';

export type MissionRewardRow = {
  id: number;
  kind: 'mission' | 'prize' | 'expired';
  titles: Record<string, string>;
  amount: Minor;
  periodKey: string;
  rank: number | null;
  at: string;
};

const titlesOf = (text: string) => JSON.parse(text) as Record<string, string>;

/**
 * The reward centre's reads of missions, each newest first with its count: claims, leaderboard
 * prizes, and missions completed in a past period and never claimed (their reward lapsed).
 */
export const missionRewardsRepository = {
  async claims(db: DbOrTrx, memberId: number, limit: number) {
    const q = db.selectFrom('mission_claims as c').where('c.member_id', '=', memberId);
    const { rows, total } = await countedPage(
      q,
      (page) =>
        page
          .innerJoin('missions as m', 'm.id', 'c.mission_id')
          .select(['c.id', 'c.period_key', 'c.reward', 'c.claimed_at', 'm.titles'])
          .orderBy('c.claimed_at', 'desc')
          .orderBy('c.id', 'desc'),
      { pageNo: 1, pageSize: limit },
    );
    const list: MissionRewardRow[] = rows.map((r) => ({
      id: Number(r.id),
      kind: 'mission',
      titles: titlesOf(r.titles),
      amount: toMinor(r.reward),
      periodKey: r.period_key,
      rank: null,
      at: r.claimed_at,
    }));
    return { list, total };
  },

  async prizes(db: DbOrTrx, memberId: number, limit: number) {
    const q = db
      .selectFrom('mission_prizes as p')
      .innerJoin('mission_settlements as s', 's.id', 'p.settlement_id')
      .where('p.member_id', '=', memberId);
    const { rows, total } = await countedPage(
      q,
      (page) =>
        page
          .innerJoin('mission_leaderboards as l', 'l.id', 's.leaderboard_id')
          .select(['p.id', 'p.rank', 'p.amount', 's.period_key', 's.settled_at', 'l.titles'])
          .orderBy('s.settled_at', 'desc')
          .orderBy('p.id', 'desc'),
      { pageNo: 1, pageSize: limit },
    );
    const list: MissionRewardRow[] = rows.map((r) => ({
      id: Number(r.id),
      kind: 'prize',
      titles: titlesOf(r.titles),
      amount: toMinor(r.amount),
      periodKey: r.period_key,
      rank: Number(r.rank),
      at: r.settled_at,
    }));
    return { list, total };
  },

  /** Completed in a period other than the running ones (`currentKeys`) and never claimed. */
  async lapsed(db: DbOrTrx, memberId: number, currentKeys: string[], limit: number) {
    const q = db
      .selectFrom('mission_progress as p')
      .innerJoin('missions as m', 'm.id', 'p.mission_id')
      .leftJoin('mission_claims as c', (join) =>
        join
          .onRef('c.mission_id', '=', 'p.mission_id')
          .onRef('c.member_id', '=', 'p.member_id')
          .onRef('c.period_key', '=', 'p.period_key'),
      )
      .where('p.member_id', '=', memberId)
      .where('p.completed_at', 'is not', null)
      .whereRef('p.progress', '>=', 'm.target')
      .where('c.id', 'is', null)
      .where('p.period_key', 'not in', currentKeys);
    const { rows, total } = await countedPage(
      q,
      (page) =>
        page
          .select(['p.id', 'p.period_key', 'p.completed_at', 'm.reward', 'm.titles'])
          .orderBy('p.completed_at', 'desc')
          .orderBy('p.id', 'desc'),
      { pageNo: 1, pageSize: limit },
    );
    const list: MissionRewardRow[] = rows.map((r) => ({
      id: Number(r.id),
      kind: 'expired',
      titles: titlesOf(r.titles),
      amount: toMinor(r.reward),
      periodKey: r.period_key,
      rank: null,
      at: r.completed_at!,
    }));
    return { list, total };
  },
};

import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { IssueState } from './lottery.tables.ts';

type IssueRow = {
  id: number;
  numero: string;
  state: IssueState;
  opensAt: string;
  closesAt: string;
  drawAt: string;
  drawnAt: string | null;
  settledAt: string | null;
  late: boolean;
  voidReason: string | null;
};

/** Operators' reads over issues and their lines: lists by state, totals, exposure per pick. */
export const issueStatsRepository = {
  /**
   * Issues of a game, newest draw first: those opened by `openedBy` or no longer pending (a void
   * ahead of time shows), or with `upcomingAfter` the ones still to draw, soonest first;
   * optionally in one state or late only.
   */
  async issues(
    db: DbOrTrx,
    merchantId: number,
    gameCode: string,
    filter: { openedBy?: Date; upcomingAfter?: Date; state?: IssueState; late?: boolean; limit: number },
  ): Promise<IssueRow[]> {
    let query = db
      .selectFrom('lottery_issues')
      .select(['id', 'numero', 'state', 'opens_at', 'closes_at', 'draw_at', 'drawn_at', 'settled_at', 'late'])
      .select('void_reason')
      .where('merchant_id', '=', merchantId)
      .where('game_code', '=', gameCode);
    const { openedBy } = filter;
    if (openedBy)
      query = query.where((eb) => eb.or([eb('opens_at', '<=', openedBy.toISOString()), eb('state', '!=', 'pending')]));
    if (filter.upcomingAfter) query = query.where('draw_at', '>', filter.upcomingAfter.toISOString());
    if (filter.state) query = query.where('state', '=', filter.state);
    if (filter.late !== undefined) query = query.where('late', '=', filter.late ? 1 : 0);
    const rows = await query
      .orderBy('draw_at', filter.upcomingAfter ? 'asc' : 'desc')
      .limit(filter.limit)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      numero: r.numero,
      state: r.state,
      opensAt: r.opens_at,
      closesAt: r.closes_at,
      drawAt: r.draw_at,
      drawnAt: r.drawn_at,
      settledAt: r.settled_at,
      late: Number(r.late) === 1,
      voidReason: r.void_reason,
    }));
  },

  /** Open lines per issue, for the given issues. */
  async openLineCounts(db: DbOrTrx, issueIds: number[]): Promise<Map<number, number>> {
    if (issueIds.length === 0) return new Map();
    const rows = await db
      .selectFrom('lottery_lines')
      .select(['issue_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('issue_id', 'in', issueIds)
      .where('status', '=', 'open')
      .groupBy('issue_id')
      .execute();
    return new Map(rows.map((r) => [Number(r.issue_id), Number(r.n)]));
  },

  /** Every line of an issue: how many, the stakes paid, the payouts made. */
  async totals(db: DbOrTrx, issueId: number): Promise<{ lines: number; stakes: Minor; payouts: Minor }> {
    const row = await db
      .selectFrom('lottery_lines')
      .select((eb) => [
        eb.fn.countAll<string | number>().as('n'),
        eb.fn.sum<string | number | null>('cost').as('stakes'),
        eb.fn.sum<string | number | null>('payout').as('payouts'),
      ])
      .where('issue_id', '=', issueId)
      .where('status', 'not in', ['cancelled', 'refunded'])
      .executeTakeFirstOrThrow();
    return { lines: Number(row.n), stakes: toMinor(row.stakes ?? 0), payouts: toMinor(row.payouts ?? 0) };
  },

  /** What one hit of each pick would cost the brand across open lines, largest first. */
  async exposureByPick(db: DbOrTrx, issueId: number, limit: number) {
    const rows = await db
      .selectFrom('lottery_lines')
      .select((eb) => [
        'bet_type',
        'pick',
        eb.fn.countAll<string | number>().as('n'),
        eb.fn.sum<string | number>('cost').as('stakes'),
        eb.fn.sum<string | number>('payout_per_hit').as('exposure'),
      ])
      .where('issue_id', '=', issueId)
      .where('status', '=', 'open')
      .groupBy(['bet_type', 'pick'])
      .orderBy('exposure', 'desc')
      .orderBy('bet_type')
      .orderBy('pick')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      betType: r.bet_type,
      pick: r.pick,
      lines: Number(r.n),
      stakes: toMinor(r.stakes),
      exposure: toMinor(r.exposure),
    }));
  },
};

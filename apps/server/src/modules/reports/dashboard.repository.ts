import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';

type DayRange = { fromDay: string; toDay: string };
type Sums = { bets: string; stake: string; valid_bet: string; payout: string };

/** The play figures summed over the rows grouped (of `member_day_play`, aliased `p`). */
const playSums = () => [
  sql<string>`sum(p.bets)`.as('bets'),
  sql<string>`sum(p.stake)`.as('stake'),
  sql<string>`sum(p.valid_bet)`.as('valid_bet'),
  sql<string>`sum(p.payout)`.as('payout'),
];
const playOf = (r: Sums) => ({
  bets: Number(r.bets),
  stake: BigInt(r.stake),
  validBet: BigInt(r.valid_bet),
  payout: BigInt(r.payout),
});

/** A brand's roll-up sums: per business day, per category and per member for one day. Never the raw bets. */
export const dashboardRepository = {
  async playByDay(db: DbOrTrx, merchantId: number, range: DayRange) {
    const rows = await db
      .selectFrom('member_day_play as p')
      .select([
        'p.day',
        ...playSums(),
        // A member who only had a bet voided that day did not play.
        sql<string>`count(distinct case when p.bets > 0 then p.member_id end)`.as('active'),
      ])
      .where('p.merchant_id', '=', merchantId)
      .where('p.day', '>=', range.fromDay)
      .where('p.day', '<=', range.toDay)
      .groupBy('p.day')
      .execute();
    return rows.map((r) => ({ day: r.day, ...playOf(r), active: Number(r.active) }));
  },

  async playByCategory(db: DbOrTrx, merchantId: number, day: string) {
    const rows = await db
      .selectFrom('member_day_play as p')
      .select(['p.category', ...playSums()])
      .where('p.merchant_id', '=', merchantId)
      .where('p.day', '=', day)
      .groupBy('p.category')
      .orderBy('p.category')
      .execute();
    return rows.map((r) => ({ category: r.category, ...playOf(r) }));
  },

  /** The day's members with the most turnover (or the one named), with their play and their money movements. */
  async topMembers(db: DbOrTrx, merchantId: number, day: string, pick: { limit: number; username?: string }) {
    let query = db
      .selectFrom('member_day_play as p')
      .innerJoin('members as m', 'm.id', 'p.member_id')
      .leftJoin('member_day_money as d', (join) =>
        join.onRef('d.member_id', '=', 'p.member_id').onRef('d.day', '=', 'p.day'),
      )
      .select((eb) => [
        'p.member_id',
        'm.username',
        ...playSums(),
        // One money row per member and day, repeated on each category's row: max, not sum.
        eb.fn.max('d.deposits').as('deposits'),
        eb.fn.max('d.withdrawals').as('withdrawals'),
      ])
      .where('p.merchant_id', '=', merchantId)
      .where('p.day', '=', day);
    if (pick.username !== undefined) query = query.where('m.username_key', '=', pick.username.toLowerCase());
    const rows = await query
      .groupBy(['p.member_id', 'm.username'])
      .orderBy(sql`sum(p.stake)`, 'desc')
      .orderBy('p.member_id')
      .limit(pick.limit)
      .execute();
    return rows.map((r) => ({
      username: r.username,
      ...playOf(r),
      deposits: BigInt(r.deposits ?? 0),
      withdrawals: BigInt(r.withdrawals ?? 0),
    }));
  },

  async moneyByDay(db: DbOrTrx, merchantId: number, range: DayRange) {
    const rows = await db
      .selectFrom('member_day_money')
      .select((eb) => [
        'day',
        eb.fn.sum<string>('deposits').as('deposits'),
        eb.fn.sum<string>('deposit_count').as('deposit_count'),
        eb.fn.sum<string>('withdrawals').as('withdrawals'),
        eb.fn.sum<string>('withdrawal_count').as('withdrawal_count'),
        eb.fn.sum<string>('bonuses').as('bonuses'),
      ])
      .where('merchant_id', '=', merchantId)
      .where('day', '>=', range.fromDay)
      .where('day', '<=', range.toDay)
      .groupBy('day')
      .execute();
    return rows.map((r) => ({
      day: r.day,
      deposits: BigInt(r.deposits),
      depositCount: Number(r.deposit_count),
      withdrawals: BigInt(r.withdrawals),
      withdrawalCount: Number(r.withdrawal_count),
      bonuses: BigInt(r.bonuses),
    }));
  },

  /** When each real member of the brand (not a free-play trial account) registered in [from, to). */
  async registeredBetween(db: DbOrTrx, merchantId: number, from: Date, to: Date): Promise<string[]> {
    const rows = await db
      .selectFrom('members')
      .select('created_at')
      .where('merchant_id', '=', merchantId)
      .where('is_agent', '<>', 4)
      .where('created_at', '>=', from.toISOString())
      .where('created_at', '<', to.toISOString())
      .execute();
    return rows.map((r) => r.created_at);
  },
};

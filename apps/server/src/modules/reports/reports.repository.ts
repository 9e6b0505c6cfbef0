import { sql } from 'kysely';
import type { PlayerReportSort } from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import type { DayRange } from '../play-record/periods.port.ts';

const big = (value: unknown) => BigInt(toMinor(value));

/** The column a roll-up is split by: the category roll-up, or the one split by vendor too. */
const GROUPED = {
  category: { table: 'member_day_play', column: 'category' },
  vendor: { table: 'member_day_vendor_play', column: 'vendor_code' },
} as const;

/** Orderings of the player report, each an expression over the `activity` rows (never user text in SQL). */
const PLAYER_ORDER: Record<PlayerReportSort, string> = {
  stake: 'a.stake',
  validBet: 'a.valid_bet',
  ggr: 'a.stake - a.payout',
  deposits: 'a.deposits',
  withdrawals: 'a.withdrawals',
  bets: 'a.bets',
};

/**
 * Each member of the brand with play or money in the days: their sums over both daily roll-ups
 * (one row per member, zero where a roll-up has none).
 */
const activity = (merchantId: number, range: DayRange) => {
  const days = sql`merchant_id = ${merchantId} and day >= ${range.fromDay} and day <= ${range.toDay}`;
  return sql`activity as (
    select member_id, sum(bets) as bets, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout,
      sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonuses) as bonuses
    from (
      select member_id, bets, stake, valid_bet, payout, 0 as deposits, 0 as withdrawals, 0 as bonuses
        from member_day_play where ${days}
      union all
      select member_id, 0, 0, 0, 0, deposits, withdrawals, bonuses from member_day_money where ${days}
    ) x group by member_id
    having sum(bets) > 0 or sum(deposits) <> 0 or sum(withdrawals) <> 0 or sum(bonuses) <> 0
  )`;
};

/** The report's reads of the play-record roll-ups beyond the dashboard's: never the raw bets. */
export const reportsRepository = {
  /** Each day's play per category or vendor (rows with play only), by day then name. */
  async playByGroup(db: DbOrTrx, merchantId: number, range: DayRange, by: keyof typeof GROUPED) {
    const { table, column } = GROUPED[by];
    const { rows } = await sql<{ day: string; grp: string } & Record<string, unknown>>`
      select day, ${sql.ref(column)} as grp, sum(bets) as bets, sum(stake) as stake, sum(valid_bet) as valid_bet,
        sum(payout) as payout, count(distinct case when bets > 0 then member_id end) as active
      from ${sql.table(table)}
      where merchant_id = ${merchantId} and day >= ${range.fromDay} and day <= ${range.toDay}
      group by day, ${sql.ref(column)}
      having sum(bets) <> 0 or sum(stake) <> 0
      order by day, ${sql.ref(column)}`.execute(db);
    return rows.map((r) => ({
      day: r.day,
      group: r.grp,
      bets: Number(r.bets),
      stake: big(r.stake),
      validBet: big(r.valid_bet),
      payout: big(r.payout),
      active: Number(r.active),
    }));
  },

  /** Distinct members with a settled bet over the whole range. */
  async activeOver(db: DbOrTrx, merchantId: number, range: DayRange): Promise<number> {
    const { rows } = await sql<{ n: unknown }>`
      select count(distinct member_id) as n from member_day_play
      where merchant_id = ${merchantId} and day >= ${range.fromDay} and day <= ${range.toDay} and bets > 0`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  /**
   * Per day, the members whose first deposit ever fell on it: a deposit that day and none on an
   * earlier day (the money roll-up's key is member × day, so "none before" is one index probe each).
   */
  async firstDepositorsByDay(db: DbOrTrx, merchantId: number, range: DayRange): Promise<Map<string, number>> {
    const { rows } = await sql<{ day: string; n: unknown }>`
      select f.day, count(*) as n from member_day_money f
      where f.merchant_id = ${merchantId} and f.day >= ${range.fromDay} and f.day <= ${range.toDay} and f.deposit_count > 0
        and not exists (select 1 from member_day_money e
          where e.member_id = f.member_id and e.day < f.day and e.deposit_count > 0)
      group by f.day`.execute(db);
    return new Map(rows.map((r) => [r.day, Number(r.n)]));
  },

  /** One page of the members active in the days, most first by `sort`, and how many there are. */
  async playersPage(
    db: DbOrTrx,
    merchantId: number,
    range: DayRange,
    page: { sort: PlayerReportSort; limit: number; offset: number },
  ) {
    const base = activity(merchantId, range);
    const [counted, listed] = await Promise.all([
      sql<{ n: unknown }>`with ${base} select count(*) as n from activity`.execute(db),
      sql<Record<string, unknown> & { member_id: unknown; username: string }>`
        with ${base}
        select a.*, m.username from activity a inner join members m on m.id = a.member_id
        order by ${sql.raw(PLAYER_ORDER[page.sort])} desc, a.member_id
        limit ${page.limit} offset ${page.offset}`.execute(db),
    ]);
    return {
      total: Number(counted.rows[0]?.n ?? 0),
      rows: listed.rows.map((r) => ({
        memberId: Number(r.member_id),
        username: r.username,
        bets: Number(r.bets),
        stake: big(r.stake),
        validBet: big(r.valid_bet),
        payout: big(r.payout),
        deposits: big(r.deposits),
        withdrawals: big(r.withdrawals),
        bonuses: big(r.bonuses),
      })),
    };
  },
};

import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';

/**
 * The members a team query covers: the closure rows under `rootId` between the two depths. Every
 * team read filters its roll-up by `member_id in (this)`: one indexed closure range, then the
 * roll-up's primary key per member (DESIGN.md section 4).
 */
export type Subject = { rootId: number; minDepth: number; maxDepth: number | null };
export type DayRange = { fromDay: string; toDay: string };

export const teamOf = (s: Subject): RawBuilder<unknown> =>
  sql`select descendant_id from member_closure where ancestor_id = ${s.rootId} and depth >= ${s.minDepth}${
    s.maxDepth === null ? sql`` : sql` and depth <= ${s.maxDepth}`
  }`;

const big = (v: unknown) => BigInt(String(v ?? 0).split('.')[0] || '0');

export type PlayFigures = { bets: number; stake: bigint; validBet: bigint; payout: bigint; winLoss: bigint };
export type MoneyFigures = { deposits: bigint; withdrawals: bigint; bonuses: bigint };

type PlayRow = { key: unknown; bets: unknown; stake: unknown; valid_bet: unknown; payout: unknown; win_loss: unknown };
const play = (r: PlayRow): PlayFigures & { key: string } => ({
  key: String(r.key),
  bets: Number(r.bets ?? 0),
  stake: big(r.stake),
  validBet: big(r.valid_bet),
  payout: big(r.payout),
  winLoss: big(r.win_loss),
});
const sums = sql`coalesce(sum(bets), 0) as bets, coalesce(sum(stake), 0) as stake, coalesce(sum(valid_bet), 0) as valid_bet,
  coalesce(sum(payout), 0) as payout, coalesce(sum(win_loss), 0) as win_loss`;

const PLAY_SORT = { stake: 'stake', validBet: 'valid_bet', winLoss: 'win_loss', bets: 'bets' } as const;
export type PlaySort = keyof typeof PLAY_SORT;
const PL_SORT = {
  profitLoss: 'win_loss + bonuses',
  stake: 'stake',
  validBet: 'valid_bet',
  deposits: 'deposits',
} as const;
export type ProfitLossSort = keyof typeof PL_SORT;
type Page = { limit: number; offset: number; desc: boolean };
const direction = (desc: boolean) => sql.raw(desc ? 'desc' : 'asc');

export const teamRepository = {
  /** The team's members per account type (0 members, agent levels). */
  async typeCounts(db: DbOrTrx, s: Subject): Promise<Map<number, number>> {
    const { rows } = await sql<{ t: unknown; n: unknown }>`
      select is_agent as t, count(*) as n from members where id in (${teamOf(s)}) group by is_agent`.execute(db);
    return new Map(rows.map((r) => [Number(r.t), Number(r.n)]));
  },

  /** When each team member registered in [from, to) (UTC instants). */
  async registrations(db: DbOrTrx, s: Subject, from: string, to: string): Promise<string[]> {
    const { rows } = await sql<{ created_at: string }>`
      select created_at from members where id in (${teamOf(s)}) and created_at >= ${from} and created_at < ${to}`.execute(
      db,
    );
    return rows.map((r) => r.created_at);
  },

  /** The team's play over the days, grouped by day, category, member, or not at all (key ''). */
  async play(db: DbOrTrx, s: Subject, range: DayRange, by: 'day' | 'category' | 'member' | 'none') {
    const key = sql.raw(by === 'none' ? "''" : by === 'member' ? 'member_id' : by);
    const { rows } = await sql<PlayRow>`
      select ${key} as key, ${sums} from member_day_play
      where member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay}
      ${by === 'none' ? sql`` : sql`group by ${key}`}`.execute(db);
    return rows.map(play);
  },

  /** The team's play per vendor code over the days. */
  async vendorPlay(db: DbOrTrx, s: Subject, range: DayRange) {
    const { rows } = await sql<PlayRow>`
      select vendor_code as key, ${sums} from member_day_vendor_play
      where member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay}
      group by vendor_code`.execute(db);
    return rows.map(play);
  },

  /** One page of the team's play per member, sorted in the database, and how many members played. */
  async memberPlayPage(db: DbOrTrx, s: Subject, range: DayRange, sort: PlaySort, page: Page) {
    const where = sql`member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay}`;
    const [{ rows }, count] = await Promise.all([
      sql<PlayRow>`select member_id as key, ${sums} from member_day_play where ${where} group by member_id
        order by ${sql.raw(PLAY_SORT[sort])} ${direction(page.desc)}, member_id limit ${page.limit} offset ${page.offset}`.execute(
        db,
      ),
      sql<{ n: unknown }>`select count(distinct member_id) as n from member_day_play where ${where}`.execute(db),
    ]);
    return { rows: rows.map(play), total: Number(count.rows[0]?.n ?? 0) };
  },

  async money(db: DbOrTrx, s: Subject, range: DayRange): Promise<MoneyFigures> {
    const { rows } = await sql<{ deposits: unknown; withdrawals: unknown; bonuses: unknown }>`
      select coalesce(sum(deposits), 0) as deposits, coalesce(sum(withdrawals), 0) as withdrawals,
        coalesce(sum(bonuses), 0) as bonuses from member_day_money
      where member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay}`.execute(db);
    const r = rows[0];
    return { deposits: big(r?.deposits), withdrawals: big(r?.withdrawals), bonuses: big(r?.bonuses) };
  },

  /** Team members whose first deposit ever fell in the days. */
  async firstDepositors(db: DbOrTrx, s: Subject, range: DayRange): Promise<number> {
    const { rows } = await sql<{ n: unknown }>`
      select count(*) as n from (
        select member_id, min(day) as first_day from member_day_money
        where member_id in (${teamOf(s)}) and deposit_count > 0 group by member_id
      ) f where first_day >= ${range.fromDay} and first_day <= ${range.toDay}`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  /**
   * Team members active in the days, by the brand's rule: stake at least `minStake` or deposits
   * at least `minDeposits` (a zero threshold means any stake, or any deposit, counts).
   */
  async activeIds(db: DbOrTrx, s: Subject, range: DayRange, minStake: bigint, minDeposits: bigint) {
    const days = sql`member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay}`;
    const stakeRule = minStake > 0n ? sql`sum(stake) >= ${Number(minStake)}` : sql`sum(stake) > 0`;
    const depositRule = minDeposits > 0n ? sql`sum(deposits) >= ${Number(minDeposits)}` : sql`sum(deposits) > 0`;
    const { rows } = await sql<{ member_id: unknown }>`
      select member_id from (
        select member_id, stake, 0 as deposits from member_day_play where ${days}
        union all
        select member_id, 0 as stake, deposits from member_day_money where ${days}
      ) x group by member_id having ${stakeRule} or ${depositRule}`.execute(db);
    return new Set(rows.map((r) => Number(r.member_id)));
  },

  /** The team's real-money balance (main and game wallets; a withdrawal's hold is no longer the member's). */
  async balance(db: DbOrTrx, s: Subject): Promise<bigint> {
    const { rows } = await sql<{ total: unknown }>`
      select coalesce(sum(balance), 0) as total from ledger_accounts
      where member_id in (${teamOf(s)}) and is_demo = 0 and kind <> 'withdrawal_hold'`.execute(db);
    return big(rows[0]?.total);
  },

  /** One page of user profit and loss: each member's play and money over the days, sorted in the database. */
  async profitLossPage(db: DbOrTrx, s: Subject, range: DayRange, sort: ProfitLossSort, page: Page) {
    const days = sql`member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay}`;
    const rowsOf = sql`
        select member_id, bets, stake, valid_bet, payout, win_loss, 0 as deposits, 0 as withdrawals, 0 as bonuses
        from member_day_play where ${days}
        union all
        select member_id, 0, 0, 0, 0, 0, deposits, withdrawals, bonuses from member_day_money where ${days}`;
    const [{ rows }, count] = await Promise.all([
      sql<PlayRow & { deposits: unknown; withdrawals: unknown; bonuses: unknown }>`
        select member_id as key, sum(bets) as bets, sum(stake) as stake, sum(valid_bet) as valid_bet, sum(payout) as payout,
          sum(win_loss) as win_loss, sum(deposits) as deposits, sum(withdrawals) as withdrawals, sum(bonuses) as bonuses
        from (${rowsOf}) x group by member_id
        order by ${sql.raw(`sum(${PL_SORT[sort].replace(' + ', ') + sum(')})`)} ${direction(page.desc)}, member_id
        limit ${page.limit} offset ${page.offset}`.execute(db),
      sql<{ n: unknown }>`select count(distinct member_id) as n from (${rowsOf}) x`.execute(db),
    ]);
    return {
      rows: rows.map((r) => ({
        ...play(r),
        deposits: big(r.deposits),
        withdrawals: big(r.withdrawals),
        bonuses: big(r.bonuses),
      })),
      total: Number(count.rows[0]?.n ?? 0),
    };
  },
};

import { sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { teamMemberTotals } from './team-member-reads.ts';
import { hasTeamRollup, teamPlayRows } from './team-play.ts';
import { teamOf, type DayRange, type Subject } from './team-subject.ts';

/**
 * The members a team query covers: the closure rows under `rootId` between the two depths. Every
 * team read filters its roll-up by `member_id in (this)`: one indexed closure range, then the
 * roll-up's primary key per member (DESIGN.md section 4).
 */

const big = (v: unknown) => BigInt(String(v ?? 0).split('.')[0] || '0');

export type PlayFigures = { bets: number; stake: bigint; validBet: bigint; payout: bigint; winLoss: bigint };
export type MoneyFigures = { deposits: bigint; withdrawals: bigint; bonuses: bigint };

type MoneyRow = { deposits: unknown; withdrawals: unknown; bonuses: unknown };
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

/** The count of groups and each column's total, read beside every row of a page. */
type WindowTotals = { groups: unknown } & Record<`t_${string}`, unknown>;
const totalsOf = (r: WindowTotals): PlayRow => ({
  key: '',
  bets: r.t_bets,
  stake: r.t_stake,
  valid_bet: r.t_valid_bet,
  payout: r.t_payout,
  win_loss: r.t_win_loss,
});

const PLAY_SORT = { stake: 'stake', validBet: 'valid_bet', winLoss: 'win_loss', bets: 'bets' } as const;
export type PlaySort = keyof typeof PLAY_SORT;
const PL_SORT = {
  profitLoss: 'win_loss + bonuses',
  stake: 'stake',
  validBet: 'valid_bet',
  deposits: 'deposits',
} as const;
export type ProfitLossSort = keyof typeof PL_SORT;
export type ActiveRule = { minStake: bigint; minDeposits: bigint };
/** The brand's activity rule over a member's summed stake and deposits (`summed`: inside a group by). */
const activeRule = (rule: ActiveRule & { summed?: boolean }) => {
  const col = (c: string) => sql.raw(rule.summed ? `sum(${c})` : c);
  const stake = rule.minStake > 0n ? sql`${col('stake')} >= ${Number(rule.minStake)}` : sql`${col('stake')} > 0`;
  const deposits =
    rule.minDeposits > 0n ? sql`${col('deposits')} >= ${Number(rule.minDeposits)}` : sql`${col('deposits')} > 0`;
  return sql`(${stake} or ${deposits})`;
};
type Page = { limit: number; offset: number; desc: boolean; search?: string | undefined };
/** Only the members whose username contains `search` (none given: everyone). */
const named = (search: string | undefined) =>
  search
    ? sql` and member_id in (select id from members where username_key like ${`%${search.toLowerCase().replace(/[%_]/g, '')}%`})`
    : sql``;
const direction = (desc: boolean) => sql.raw(desc ? 'desc' : 'asc');

const PLAY_FIGURES = ['bets', 'stake', 'valid_bet', 'payout', 'win_loss'];
const MONEY_FIGURES = ['deposits', 'withdrawals', 'bonuses'];
/**
 * Each team member's play and money over the days, one row per member that has either (its
 * figures 0 where it has none): each roll-up grouped by member on its own (both read in member
 * order, no sort), then the two joined on the team's closure rows. For user profit and loss:
 * SQLite reads it faster than grouping the union of both (1.3-1.6x in `npm run bench -- agents`),
 * PostgreSQL about the same. `search`: only the members whose name matches.
 */
const memberFigures = (db: DbOrTrx, s: Subject, range: DayRange, search: string | undefined) => {
  if (hasTeamRollup(s)) return teamMemberTotals(db, s, range, named(search));
  const days = sql`member_id in (${teamOf(s)})${named(search)} and day >= ${range.fromDay} and day <= ${range.toDay}`;
  const sums = (columns: string[]) => sql.raw(columns.map((c) => `sum(${c}) as ${c}`).join(', '));
  const pick = (side: string, columns: string[]) =>
    sql.raw(columns.map((c) => `coalesce(${side}.${c}, 0) as ${c}`).join(', '));
  return sql`select c.descendant_id as member_id, ${pick('p', PLAY_FIGURES)}, ${pick('m', MONEY_FIGURES)}
    from member_closure c
    left join (select member_id, ${sums(PLAY_FIGURES)} from member_day_play where ${days} group by member_id) p
      on p.member_id = c.descendant_id
    left join (select member_id, ${sums(MONEY_FIGURES)} from member_day_money where ${days} group by member_id) m
      on m.member_id = c.descendant_id
    where c.ancestor_id = ${s.rootId} and c.depth >= ${s.minDepth}${
      s.maxDepth === null ? sql`` : sql` and c.depth <= ${s.maxDepth}`
    } and (p.member_id is not null or m.member_id is not null)`;
};

/**
 * Each team member's play over the days (members with play only): a whole team from its member
 * periods, a depth-bounded one from the member roll-ups.
 */
const memberPlay = (db: DbOrTrx, s: Subject, range: DayRange, search: string | undefined) =>
  hasTeamRollup(s)
    ? sql`select member_id, bets, stake, valid_bet, payout, win_loss
        from (${teamMemberTotals(db, s, range, named(search), ['bets', 'stake', 'valid_bet', 'payout', 'win_loss'])}) t where bets <> 0`
    : sql`select member_id, ${sums} from member_day_play
        where member_id in (${teamOf(s)})${named(search)} and day >= ${range.fromDay} and day <= ${range.toDay}
        group by member_id`;

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
    if (by !== 'member' && hasTeamRollup(s)) {
      // A whole team: its team roll-up (team-play.ts), a few hundred rows for a month.
      const { rows } = await sql<PlayRow>`select ${key} as key, ${sums} from (${teamPlayRows(db, s, range)}) x
        ${by === 'none' ? sql`` : sql`group by ${key}`}`.execute(db);
      return rows.map(play);
    }
    const { rows } = await sql<PlayRow>`
      select ${key} as key, ${sums} from member_day_play
      where member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay}
      ${by === 'none' ? sql`` : sql`group by ${key}`}`.execute(db);
    return rows.map(play);
  },

  /** The team's play per vendor code over the days. */
  async vendorPlay(db: DbOrTrx, s: Subject, range: DayRange) {
    if (hasTeamRollup(s)) {
      const { rows } = await sql<PlayRow>`select vendor_code as key, ${sums} from (${teamPlayRows(db, s, range)}) x
        group by vendor_code`.execute(db);
      return rows.map(play);
    }
    const { rows } = await sql<PlayRow>`
      select vendor_code as key, ${sums} from member_day_vendor_play
      where member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay}
      group by vendor_code`.execute(db);
    return rows.map(play);
  },

  /**
   * One page of the team's play per member, sorted in the database, with how many members played
   * and the team's totals: one pass over the roll-up (each member's sums kept once, then the page
   * and the totals read from them), since the scan of the team's days is the whole cost. A page
   * past the end reads the totals apart.
   */
  async memberPlayPage(db: DbOrTrx, s: Subject, range: DayRange, sort: PlaySort, page: Page) {
    const { rows } = await sql<PlayRow & WindowTotals>`
      with f as materialized (${memberPlay(db, s, range, page.search)})
      select f.member_id as key, f.bets, f.stake, f.valid_bet, f.payout, f.win_loss, t.*
      from f, (select count(*) as groups, sum(bets) as t_bets, sum(stake) as t_stake, sum(valid_bet) as t_valid_bet,
        sum(payout) as t_payout, sum(win_loss) as t_win_loss from f) t
      order by ${sql.raw(`f.${PLAY_SORT[sort]}`)} ${direction(page.desc)}, f.member_id
      limit ${page.limit} offset ${page.offset}`.execute(db);
    const first = rows[0];
    if (!first) return { rows: [], ...(await this.playCountAndTotals(db, s, range, page.search)) };
    return { rows: rows.map(play), total: Number(first.groups), totals: play(totalsOf(first)) };
  },

  async playCountAndTotals(db: DbOrTrx, s: Subject, range: DayRange, search?: string) {
    const { rows } = await sql<PlayRow & { n: unknown }>`
      select '' as key, count(*) as n, ${sums} from (${memberPlay(db, s, range, search)}) f`.execute(db);
    return { total: Number(rows[0]?.n ?? 0), totals: rows[0] ? play(rows[0]) : play({ key: '' } as PlayRow) };
  },

  async money(db: DbOrTrx, s: Subject, range: DayRange): Promise<MoneyFigures> {
    const { rows } = await sql<{ deposits: unknown; withdrawals: unknown; bonuses: unknown }>`
      select coalesce(sum(deposits), 0) as deposits, coalesce(sum(withdrawals), 0) as withdrawals,
        coalesce(sum(bonuses), 0) as bonuses from member_day_money
      where member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay}`.execute(db);
    const r = rows[0];
    return { deposits: big(r?.deposits), withdrawals: big(r?.withdrawals), bonuses: big(r?.bonuses) };
  },

  /**
   * Team members whose first deposit ever fell in the days: a deposit in the days and none
   * before (the roll-up's key is member × day, so "none before" is one short index probe each).
   */
  async firstDepositors(db: DbOrTrx, s: Subject, range: DayRange): Promise<number> {
    const { rows } = await sql<{ n: unknown }>`
      select count(distinct member_id) as n from member_day_money f
      where member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay} and deposit_count > 0
        and not exists (select 1 from member_day_money e
          where e.member_id = f.member_id and e.day < ${range.fromDay} and e.deposit_count > 0)`.execute(db);
    return Number(rows[0]?.n ?? 0);
  },

  /**
   * The team's money over the days and how many members were active by the brand's rule (stake
   * at least `rule.minStake` or deposits at least `rule.minDeposits`; a zero threshold means any
   * stake, or any deposit, counts): one pass over both roll-ups.
   */
  async moneyAndActive(db: DbOrTrx, s: Subject, range: DayRange, rule: ActiveRule) {
    const days = sql`member_id in (${teamOf(s)}) and day >= ${range.fromDay} and day <= ${range.toDay}`;
    // A whole team: its member periods (team-member-reads.ts), about a row per active member.
    const perMember = hasTeamRollup(s)
      ? teamMemberTotals(db, s, range, sql``, ['stake', 'deposits', 'withdrawals', 'bonuses'])
      : sql`select member_id, sum(stake) as stake, sum(deposits) as deposits, sum(withdrawals) as withdrawals,
          sum(bonuses) as bonuses
        from (
          select member_id, stake, 0 as deposits, 0 as withdrawals, 0 as bonuses from member_day_play where ${days}
          union all
          select member_id, 0 as stake, deposits, withdrawals, bonuses from member_day_money where ${days}
        ) x group by member_id`;
    const { rows } = await sql<{ deposits: unknown; withdrawals: unknown; bonuses: unknown; active: unknown }>`
      select coalesce(sum(deposits), 0) as deposits, coalesce(sum(withdrawals), 0) as withdrawals,
        coalesce(sum(bonuses), 0) as bonuses, coalesce(sum(case when ${activeRule(rule)} then 1 else 0 end), 0) as active
      from (${perMember}) m`.execute(db);
    const r = rows[0];
    return {
      deposits: big(r?.deposits),
      withdrawals: big(r?.withdrawals),
      bonuses: big(r?.bonuses),
      active: Number(r?.active ?? 0),
    };
  },

  /** Which of these members were active in the days by the brand's rule (a page of downlines, not the team). */
  async activeAmong(db: DbOrTrx, ids: number[], range: DayRange, rule: ActiveRule) {
    if (ids.length === 0) return new Set<number>();
    const days = sql`member_id in (${sql.join(ids)}) and day >= ${range.fromDay} and day <= ${range.toDay}`;
    const { rows } = await sql<{ member_id: unknown }>`
      select member_id from (
        select member_id, stake, 0 as deposits from member_day_play where ${days}
        union all
        select member_id, 0 as stake, deposits from member_day_money where ${days}
      ) x group by member_id having ${activeRule({ ...rule, summed: true })}`.execute(db);
    return new Set(rows.map((r) => Number(r.member_id)));
  },

  /** The team's real-money balance (main and game wallets; a withdrawal's hold is no longer the member's). */
  async balance(db: DbOrTrx, s: Subject): Promise<bigint> {
    const { rows } = await sql<{ total: unknown }>`
      select coalesce(sum(balance), 0) as total from ledger_accounts
      where member_id in (${teamOf(s)}) and is_demo = 0 and kind not in ('withdrawal_hold', 'points')`.execute(db);
    return big(rows[0]?.total);
  },

  /**
   * One page of user profit and loss: each member's play and money over the days, sorted in the
   * database, with how many members and the team's totals in the same pass (window sums).
   */
  async profitLossPage(db: DbOrTrx, s: Subject, range: DayRange, sort: ProfitLossSort, page: Page) {
    const figures = [...PLAY_FIGURES, ...MONEY_FIGURES];
    // Each member once (materialised), then the page and the team's count and totals from it.
    const { rows } = await sql<PlayRow & MoneyRow & WindowTotals>`
        with f as materialized (${memberFigures(db, s, range, page.search)})
        select f.member_id as key, ${sql.raw(figures.map((c) => `f.${c}`).join(', '))}, t.*
        from f, (select count(*) as groups, ${sql.raw(figures.map((c) => `sum(${c}) as t_${c}`).join(', '))} from f) t
        order by ${sql.raw(PL_SORT[sort])} ${direction(page.desc)}, f.member_id
        limit ${page.limit} offset ${page.offset}`.execute(db);
    const withMoney = (r: PlayRow & MoneyRow) => ({
      ...play(r),
      deposits: big(r.deposits),
      withdrawals: big(r.withdrawals),
      bonuses: big(r.bonuses),
    });
    const first = rows[0];
    if (!first) {
      const { rows: all } = await sql<PlayRow & MoneyRow & { n: unknown }>`
        select '' as key, count(*) as n, ${sql.raw(figures.map((c) => `coalesce(sum(${c}), 0) as ${c}`).join(', '))}
        from (${memberFigures(db, s, range, page.search)}) f`.execute(db);
      return { rows: [], total: Number(all[0]?.n ?? 0), totals: withMoney(all[0]!) };
    }
    return {
      rows: rows.map(withMoney),
      total: Number(first.groups),
      totals: withMoney({
        ...totalsOf(first),
        deposits: first.t_deposits,
        withdrawals: first.t_withdrawals,
        bonuses: first.t_bonuses,
      }),
    };
  },
};

import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { teamOf, type Subject } from './team-subject.ts';

export type DownlineRecord = {
  id: number;
  username: string;
  nickname: string;
  type: number;
  depth: number;
  upline: string | null;
  registeredAt: string;
  lastLoginAt: string | null;
  balance: bigint;
  teamSize: number;
};

const SORT = {
  registeredAt: 'm.created_at',
  lastLoginAt: 'm.last_login_at',
  balance: 'balance',
  username: 'm.username_key',
} as const;
export type DownlineSort = keyof typeof SORT;

type Row = {
  id: unknown;
  username: string;
  nickname: string;
  is_agent: unknown;
  depth: unknown;
  upline: string | null;
  created_at: string;
  last_login_at: string | null;
  balance: unknown;
  team_size: unknown;
};
const mapRow = (r: Row): DownlineRecord => ({
  id: Number(r.id),
  username: r.username,
  nickname: r.nickname,
  type: Number(r.is_agent),
  depth: Number(r.depth),
  upline: r.upline,
  registeredAt: r.created_at,
  lastLoginAt: r.last_login_at,
  balance: BigInt(String(r.balance ?? 0)),
  teamSize: Number(r.team_size),
});

/** Columns of a downline as the agent sees it; depth is counted from the agent. */
const columns = (agentId: number) => sql`m.id, m.username, m.nickname, m.is_agent, c.depth, u.username as upline,
  m.created_at, m.last_login_at,
  (select coalesce(sum(a.balance), 0) from ledger_accounts a
    where a.member_id = m.id and a.is_demo = 0 and a.kind not in ('withdrawal_hold', 'points')) as balance,
  (select count(*) - 1 from member_closure t where t.ancestor_id = m.id) as team_size
  from members m
  join member_closure c on c.ancestor_id = ${agentId} and c.descendant_id = m.id
  left join members u on u.id = m.upline_id`;

/** What a page of downlines sorts by, as an expression on `m` (balance: `byBalance`). */
const sortKey = (sort: Exclude<DownlineSort, 'balance'>) => sql.raw(SORT[sort]);

/**
 * A page of the team's ids by balance. A balance row (ledger_accounts) names its member, so the
 * closure joins it straight, one pass summing each member's wallets (PostgreSQL hashes the
 * brand's accounts; SQLite walks the closure in member order), instead of a correlated sum per
 * member through its members row: about 5x less on PostgreSQL in `npm run bench -- agents`. No
 * index carries the balance: each bet updates it, and an index on it would be one more write per
 * bet (and on PostgreSQL no more in-place updates of the balance row). `where`: the members
 * filter (search, type), when there is one.
 */
const byBalance = (
  s: Subject,
  where: RawBuilder<unknown> | null,
  direction: RawBuilder<unknown>,
  page: { limit: number; offset: number },
) => sql<{ id: unknown }>`select c.descendant_id as id from member_closure c
    left join ledger_accounts a on a.member_id = c.descendant_id and a.is_demo = 0
      and a.kind not in ('withdrawal_hold', 'points')
    where c.ancestor_id = ${s.rootId} and c.depth >= ${s.minDepth}${s.maxDepth === null ? sql`` : sql` and c.depth <= ${s.maxDepth}`}${
      where ? sql` and c.descendant_id in (select m.id from members m where ${where})` : sql``
    }
    group by c.descendant_id
    order by coalesce(sum(a.balance), 0) ${direction}, c.descendant_id
    limit ${page.limit} offset ${page.offset}`;

export const downlinesRepository = {
  /**
   * One page of the team's members. The page's ids are chosen first (the sort key alone over the
   * team), then only those rows get their columns: the balance and team-size subqueries run for
   * the page, not for every member of a team of thousands.
   */
  async page(
    db: DbOrTrx,
    agentId: number,
    s: Subject,
    filter: { search?: string | undefined; type?: number | undefined },
    sort: DownlineSort,
    page: { limit: number; offset: number; desc: boolean },
  ) {
    const filtered = Boolean(filter.search) || filter.type !== undefined;
    const where = sql`m.id in (${teamOf(s)})${
      filter.search ? sql` and m.username_key like ${`%${filter.search.toLowerCase().replace(/%/g, '')}%`}` : sql``
    }${filter.type === undefined ? sql`` : sql` and m.is_agent = ${filter.type}`}`;
    // Never-logged-in members sort last either way.
    const nulls = sort === 'lastLoginAt' ? sql`m.last_login_at is null, ` : sql``;
    const direction = sql.raw(page.desc ? 'desc' : 'asc');
    const [{ rows: ids }, count] = await Promise.all([
      sort === 'balance'
        ? byBalance(s, filtered ? where : null, direction, page).execute(db)
        : sql<{ id: unknown }>`select m.id from members m where ${where}
        order by ${nulls}${sortKey(sort)} ${direction}, m.id
        limit ${page.limit} offset ${page.offset}`.execute(db),
      filtered
        ? sql<{ n: unknown }>`select count(*) as n from members m where ${where}`.execute(db)
        : sql<{ n: unknown }>`select count(*) as n from (${teamOf(s)}) t`.execute(db),
    ]);
    const order = ids.map((r) => Number(r.id));
    const { rows } =
      order.length === 0
        ? { rows: [] as Row[] }
        : await sql<Row>`select ${columns(agentId)} where m.id in (${sql.join(order)})`.execute(db);
    const byId = new Map(rows.map((r) => [Number(r.id), mapRow(r)]));
    return { rows: order.flatMap((id) => byId.get(id) ?? []), total: Number(count.rows[0]?.n ?? 0) };
  },

  async one(db: DbOrTrx, agentId: number, memberId: number): Promise<DownlineRecord | undefined> {
    const { rows } = await sql<Row>`select ${columns(agentId)} where m.id = ${memberId}`.execute(db);
    return rows[0] ? mapRow(rows[0]) : undefined;
  },

  async usernames(db: DbOrTrx, ids: number[]): Promise<Map<number, { username: string; type: number }>> {
    if (ids.length === 0) return new Map();
    const rows = await db.selectFrom('members').select(['id', 'username', 'is_agent']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [Number(r.id), { username: r.username, type: Number(r.is_agent) }]));
  },

  /**
   * The team's money movements in [from, to), newest first: ledger transactions of the kinds that
   * start with the type (deposit…, withdrawal…, …transfer, bonus…) on the team's real-money main wallets.
   */
  async transactions(
    db: DbOrTrx,
    s: Subject,
    filter: { from: string; to: string; kinds: string[]; username?: string | undefined },
    page: { limit: number; offset: number; beforeId?: number },
  ) {
    const kindMatch = sql.join(
      filter.kinds.map((k) => sql`t.kind like ${k}`),
      sql` or `,
    );
    const where = sql`a.member_id in (${teamOf(s)}) and a.kind = 'main' and a.is_demo = 0
      and e.created_at >= ${filter.from} and e.created_at < ${filter.to} and (${kindMatch})${
        filter.username ? sql` and m.username_key = ${filter.username.toLowerCase()}` : sql``
      }`;
    const entries = sql`from ledger_entries e join ledger_accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id`;
    const from = sql`${entries} join members m on m.id = a.member_id`;
    const [{ rows }, count] = await Promise.all([
      sql<{ id: unknown; created_at: string; username: string; kind: string; amount: unknown }>`
        select e.id, e.created_at, m.username, t.kind, e.amount ${from} where ${where}${
          page.beforeId ? sql` and e.id < ${page.beforeId}` : sql``
        }
        order by e.id desc limit ${page.limit} offset ${page.offset}`.execute(db),
      // The count needs the member's row only to match a username.
      sql<{ n: unknown }>`select count(*) as n ${filter.username ? from : entries} where ${where}`.execute(db),
    ]);
    return {
      rows: rows.map((r) => ({
        id: Number(r.id),
        time: r.created_at,
        username: r.username,
        kind: r.kind,
        amount: BigInt(String(r.amount)),
      })),
      total: Number(count.rows[0]?.n ?? 0),
    };
  },

  /** What reached the agent's main wallet in [from, to), per ledger transaction kind and per instant. */
  async income(db: DbOrTrx, agentId: number, kinds: string[], from: string, to: string) {
    const { rows } = await sql<{ kind: string; amount: unknown; created_at: string }>`
      select t.kind, e.amount, e.created_at from ledger_entries e
      join ledger_accounts a on a.id = e.account_id join ledger_transactions t on t.id = e.transaction_id
      where a.member_id = ${agentId} and a.kind = 'main' and a.is_demo = 0 and e.amount > 0
        and e.created_at >= ${from} and e.created_at < ${to} and t.kind in (${sql.join(kinds)})`.execute(db);
    return rows.map((r) => ({ kind: r.kind, amount: BigInt(String(r.amount)), at: r.created_at }));
  },
};

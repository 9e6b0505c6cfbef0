import { sql, type RawBuilder } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { AGENT_LEVEL_CODES } from '@arcadia/contracts';

/** What the console lists of a member in the tree. */
export type TreeRow = {
  id: number;
  merchantId: number;
  username: string;
  type: number;
  upline: string | null;
  teamSize: number;
  directCount: number;
  createdAt: string;
  lastLoginAt: string | null;
};

type Row = {
  id: unknown;
  merchant_id: unknown;
  username: string;
  is_agent: unknown;
  upline: string | null;
  team_size: unknown;
  direct_count: unknown;
  created_at: string;
  last_login_at: string | null;
};
const mapRow = (r: Row): TreeRow => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  username: r.username,
  type: Number(r.is_agent),
  upline: r.upline,
  teamSize: Number(r.team_size),
  directCount: Number(r.direct_count),
  createdAt: r.created_at,
  lastLoginAt: r.last_login_at,
});

/** The columns of a tree row; the two counts come from the closure, for the rows of one page. */
const COLUMNS = sql`m.id, m.merchant_id, m.username, m.is_agent, u.username as upline, m.created_at, m.last_login_at,
  (select count(*) from member_closure t where t.ancestor_id = m.id and t.depth > 0) as team_size,
  (select count(*) from member_closure t where t.ancestor_id = m.id and t.depth = 1) as direct_count
  from members m left join members u on u.id = m.upline_id`;
const like = (q: string) => `%${q.toLowerCase().replace(/[%_]/g, '')}%`;

export const AGENTS_PAGE_SIZE = 20;

/** A page of the members matching `where`, the biggest teams first, then by username. */
async function pageOf(db: DbOrTrx, where: RawBuilder<unknown>, pageNo: number) {
  const [{ rows }, count] = await Promise.all([
    sql<Row>`select ${COLUMNS} where ${where} order by team_size desc, m.username_key
      limit ${AGENTS_PAGE_SIZE} offset ${(pageNo - 1) * AGENTS_PAGE_SIZE}`.execute(db),
    sql<{ n: unknown }>`select count(*) as n from members m where ${where}`.execute(db),
  ]);
  return { rows: rows.map(mapRow), total: Number(count.rows[0]?.n ?? 0) };
}

export const agentsAdminRepository = {
  /** A brand's agents (of one level, or every level), by username; the biggest teams first. */
  async agents(db: DbOrTrx, merchantId: number, filter: { q: string; level?: number | undefined }, pageNo: number) {
    const where = sql`m.merchant_id = ${merchantId} and m.is_agent in (${sql.join([...(filter.level === undefined ? AGENT_LEVEL_CODES : [filter.level])])})${
      filter.q ? sql` and m.username_key like ${like(filter.q)}` : sql``
    }`;
    return pageOf(db, where, pageNo);
  },

  async one(db: DbOrTrx, id: number): Promise<TreeRow | undefined> {
    const { rows } = await sql<Row>`select ${COLUMNS} where m.id = ${id}`.execute(db);
    return rows[0] ? mapRow(rows[0]) : undefined;
  },

  /** One level of the tree below a member: agents with the biggest teams first, then by username. */
  async directDownlines(db: DbOrTrx, id: number, q: string, pageNo: number) {
    const where = sql`m.id in (select descendant_id from member_closure where ancestor_id = ${id} and depth = 1)${
      q ? sql` and m.username_key like ${like(q)}` : sql``
    }`;
    return pageOf(db, where, pageNo);
  },

  /** From the direct upline to the top of the tree. */
  async uplines(db: DbOrTrx, id: number) {
    const { rows } = await sql<{ id: unknown; username: string; is_agent: unknown }>`
      select m.id, m.username, m.is_agent from member_closure c join members m on m.id = c.ancestor_id
      where c.descendant_id = ${id} and c.depth > 0 order by c.depth`.execute(db);
    return rows.map((r) => ({ id: String(r.id), username: r.username, type: Number(r.is_agent) }));
  },
};

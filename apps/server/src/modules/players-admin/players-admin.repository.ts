import { isIP } from 'node:net';
import type { Selectable } from 'kysely';
import type { Database, DbOrTrx } from '../../db/schema.ts';
import { countedPage } from '../../lib/rows.ts';
import { toMinor } from '../../lib/money.ts';

export const PLAYERS_PAGE_SIZE = 25;

const mapRow = (row: Selectable<Database['members']>) => ({
  id: Number(row.id),
  merchantId: Number(row.merchant_id),
  username: row.username,
  nickname: row.nickname,
  mobile: row.mobile,
  email: row.email,
  isAgent: Number(row.is_agent),
  uplineId: row.upline_id === null ? null : Number(row.upline_id),
  registerIp: row.register_ip,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});
export type PlayerRow = ReturnType<typeof mapRow>;

/** Read-only views of members for the console; changes go through the members' own use cases. */
export const playersAdminRepository = {
  /**
   * One box for every way an operator looks a member up: an id (digits), an IP (registered or
   * signed in from), else the start of a username, or a mobile number or e-mail as typed.
   */
  async search(db: DbOrTrx, merchantScope: number | null, q: string, pageNo: number) {
    let query = db.selectFrom('members');
    if (merchantScope !== null) query = query.where('merchant_id', '=', merchantScope);
    const term = q.trim();
    if (term && isIP(term)) {
      const fromSessions = db.selectFrom('sessions').select('member_id').where('ip', '=', term);
      query = query.where((eb) => eb.or([eb('register_ip', '=', term), eb('id', 'in', fromSessions)]));
    } else if (term) {
      const key = term.toLowerCase().replace(/[%_]/g, '');
      query = query.where((eb) =>
        eb.or([
          ...(/^\d{1,12}$/.test(term) ? [eb('id', '=', Number(term))] : []),
          eb('username_key', 'like', `${key}%`),
          eb('mobile', '=', term),
          eb('email', '=', term),
        ]),
      );
    }
    const { rows, total } = await countedPage(query, (q2) => q2.selectAll().orderBy('id', 'desc'), {
      pageNo,
      pageSize: PLAYERS_PAGE_SIZE,
    });
    return { rows: rows.map(mapRow), total };
  },

  async find(db: DbOrTrx, id: number) {
    const row = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
    return row && mapRow(row);
  },

  async balances(db: DbOrTrx, memberId: number) {
    const rows = await db
      .selectFrom('ledger_accounts')
      .select(['kind', 'balance'])
      .where('member_id', '=', memberId)
      .where('is_demo', '=', 0)
      .orderBy('id')
      .execute();
    return rows.map((r) => ({ account: r.kind, balance: toMinor(r.balance) }));
  },

  /** The latest ledger lines on any of the member's accounts, newest first. */
  async ledger(db: DbOrTrx, memberId: number, limit: number) {
    const rows = await db
      .selectFrom('ledger_entries as e')
      .innerJoin('ledger_accounts as a', 'a.id', 'e.account_id')
      .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
      .select(['t.id as transactionId', 't.kind', 'a.kind as account', 'e.amount', 'e.balance_after', 'e.created_at'])
      .where('a.member_id', '=', memberId)
      .orderBy('e.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => ({
      transactionId: Number(r.transactionId),
      kind: r.kind,
      account: r.account,
      amount: toMinor(r.amount),
      balanceAfter: toMinor(r.balance_after),
      createdAt: r.created_at,
    }));
  },
};

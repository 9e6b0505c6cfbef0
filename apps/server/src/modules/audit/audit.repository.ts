import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { countedPage } from '../../lib/rows.ts';
import type { AuditLogTable } from './audit.tables.ts';

export type AuditRecord = {
  merchantId: number | null;
  operatorId: number | null;
  operatorName: string;
  action: string;
  target: string | null;
  status: number;
  before: unknown;
  after: unknown;
  ip: string | null;
  userAgent: string | null;
};

export type AuditFilter = {
  operator?: string | undefined;
  action?: string | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** An operator of one brand reads that brand's entries only. */
  merchantScope: number | null;
};

/** Kept whole up to this size; a longer list (a large answer) is cut, marked so. */
const MAX_JSON = 8_000;

function toJson(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  const text = JSON.stringify(value);
  return text.length <= MAX_JSON ? text : JSON.stringify({ truncated: true, head: text.slice(0, MAX_JSON) });
}

const parse = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

const mapEntry = (row: Selectable<AuditLogTable>) => ({
  id: Number(row.id),
  at: row.created_at,
  operatorId: row.operator_id === null ? null : Number(row.operator_id),
  operator: row.operator_name,
  action: row.action,
  target: row.target,
  status: Number(row.status),
  before: parse(row.before_json),
  after: parse(row.after_json),
  ip: row.ip,
  userAgent: row.user_agent,
});
export type AuditEntryRow = ReturnType<typeof mapEntry>;

/** Append-only: there is no update or delete here, and the database's triggers refuse both. */
export const auditRepository = {
  async insert(db: DbOrTrx, record: AuditRecord, now: string): Promise<void> {
    await db
      .insertInto('audit_log')
      .values({
        merchant_id: record.merchantId,
        operator_id: record.operatorId,
        operator_name: record.operatorName.slice(0, 40),
        action: record.action.slice(0, 160),
        target: record.target?.slice(0, 120) ?? null,
        status: record.status,
        before_json: toJson(record.before),
        after_json: toJson(record.after),
        ip: record.ip?.slice(0, 64) ?? null,
        user_agent: record.userAgent?.slice(0, 300) ?? null,
        created_at: now,
      })
      .execute();
  },

  async search(db: DbOrTrx, filter: AuditFilter, page: { pageNo: number; pageSize: number }) {
    let query = db.selectFrom('audit_log');
    if (filter.merchantScope !== null) query = query.where('merchant_id', '=', filter.merchantScope);
    if (filter.operator) query = query.where('operator_name', '=', filter.operator);
    if (filter.action) query = query.where('action', 'like', `%${escapeLike(filter.action)}%`);
    if (filter.target) query = query.where('target', '=', filter.target);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<', filter.to);
    const { rows, total } = await countedPage(
      query,
      (q) => q.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc'),
      page,
    );
    return { rows: rows.map(mapEntry), total };
  },
};

const escapeLike = (value: string) => value.replace(/[%_]/g, '');

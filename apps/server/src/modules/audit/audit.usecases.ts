import type { DbOrTrx } from '../../db/schema.ts';
import { auditRepository, type AuditFilter, type AuditRecord } from './audit.repository.ts';

export type { AuditRecord } from './audit.repository.ts';

export const AUDIT_PAGE_SIZE = 50;

/** Body fields never written to the trail, whatever route they come with. */
const SECRET_FIELD = /pass|code|secret|token|challenge|^uri$/i;

/** A request body as the trail keeps it: secrets replaced, nested objects walked. */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [
      k,
      SECRET_FIELD.test(k) ? '[redacted]' : redact(v),
    ]),
  );
}

/** Writes one entry; pass the caller's transaction so the entry and the change commit together. */
export async function recordAudit(db: DbOrTrx, record: AuditRecord, now = new Date()): Promise<void> {
  await auditRepository.insert(
    db,
    { ...record, before: redact(record.before), after: redact(record.after) },
    now.toISOString(),
  );
}

export async function searchAudit(db: DbOrTrx, filter: AuditFilter, pageNo: number) {
  const { rows, total } = await auditRepository.search(db, filter, { pageNo, pageSize: AUDIT_PAGE_SIZE });
  return { list: rows, total, totalPages: Math.ceil(total / AUDIT_PAGE_SIZE) };
}

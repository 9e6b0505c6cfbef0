import type { AnnouncementInput, AnnouncementType, Notice } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { insertRow } from '../../lib/rows.ts';
import { deleteInScope, updateInScope } from './scope.ts';
import type { ContentAnnouncementsTable } from './content.tables.ts';
import { sanitizeContentHtml } from './html-sanitizer.ts';
import { inLanguage, liveAt, normaliseSchedule } from './schedule.ts';

type Row = Omit<ContentAnnouncementsTable, 'id'> & { id: number | string | bigint };

/** Read path: sanitised again, whatever the row holds. */
function toNotice(row: Row): Notice {
  return {
    id: Number(row.id),
    type: row.type as AnnouncementType,
    title: row.title,
    content: sanitizeContentHtml(row.content),
    timestamp: row.starts_at ?? row.created_at,
    popup: row.popup === 1 || row.type === 'PU',
  };
}

/**
 * The live announcements of the requested types in the reader's language, newest first: one page
 * for the modal's list, and every live one grouped as the notice response (player, banners,
 * popup, promotion, help).
 */
export async function listAnnouncements(
  db: Db,
  merchantId: number,
  language: string,
  query: { types: AnnouncementType[]; pageNo: number; pageSize: number },
  now = new Date(),
) {
  const rows = await db
    .selectFrom('content_announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('type', 'in', query.types)
    .where(liveAt(now.toISOString()))
    .where(inLanguage(language))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(500)
    .execute();
  const all = rows.map(toNotice);
  const start = (query.pageNo - 1) * query.pageSize;
  const ofType = (type: AnnouncementType) => all.filter((n) => n.type === type);
  return {
    list: all.slice(start, start + query.pageSize),
    total: all.length,
    totalPages: Math.ceil(all.length / query.pageSize),
    player: ofType('PL'),
    banners: ofType('B'),
    popup: all.filter((n) => n.popup),
    promotion: ofType('PR'),
    help: ofType('H'),
  };
}

export function toAdminAnnouncement(row: Row) {
  return {
    id: Number(row.id),
    type: row.type as AnnouncementType,
    language: row.language as never,
    title: row.title,
    content: row.content,
    popup: row.popup === 1,
    enabled: row.enabled === 1,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    createdAt: row.created_at,
  };
}

export async function listAdminAnnouncements(db: Db, merchantId: number) {
  const rows = await db
    .selectFrom('content_announcements')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toAdminAnnouncement);
}

/** Write path: the HTML is sanitised before it is stored. */
function values(input: AnnouncementInput) {
  return {
    type: input.type,
    language: input.language,
    title: input.title,
    content: sanitizeContentHtml(input.content),
    popup: input.popup ? 1 : 0,
    enabled: input.enabled ? 1 : 0,
    ...normaliseSchedule(input),
    updated_at: new Date().toISOString(),
  };
}

export async function createAnnouncement(db: Db, merchantId: number, input: AnnouncementInput) {
  const v = values(input);
  const row = { ...v, merchant_id: merchantId, created_at: v.updated_at };
  return insertRow(db, 'content_announcements', row, toAdminAnnouncement);
}

export async function updateAnnouncement(db: Db, scope: number | null, id: number, input: AnnouncementInput) {
  const row = await updateInScope(db, 'content_announcements', scope, id, values(input));
  return toAdminAnnouncement(row);
}

export async function deleteAnnouncement(db: Db, scope: number | null, id: number) {
  await deleteInScope(db, 'content_announcements', scope, id);
}

/** Takes an announcement off the site (or puts it back) without touching its text or schedule. */
export async function setAnnouncementEnabled(db: Db, scope: number | null, id: number, enabled: boolean) {
  const row = await updateInScope(db, 'content_announcements', scope, id, {
    enabled: enabled ? 1 : 0,
    updated_at: new Date().toISOString(),
  });
  return toAdminAnnouncement(row);
}

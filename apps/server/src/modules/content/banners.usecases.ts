import { linkageFits, type Banner, type BannerGroup, type BannerInput, type LinkageType } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contentErrors } from './content.errors.ts';
import { deleteInScope, ownerInScope, updateInScope } from './scope.ts';
import type { ContentBannersTable } from './content.tables.ts';
import { imageUrl } from './images.ts';
import { inLanguage, liveAt, normaliseSchedule } from './schedule.ts';

/** A banner row with its picture's type (generated art is SVG; uploads are raster). */
type BannerRow = Omit<ContentBannersTable, 'id'> & { id: number; image_mime: string };

/** The picture's type of each banner row, read with it. */
const bannersWithMime = (db: Db) =>
  db
    .selectFrom('content_banners')
    .innerJoin('content_images', 'content_images.id', 'content_banners.image_id')
    .selectAll('content_banners')
    .select('content_images.mime as image_mime');

async function imageMime(db: Db, imageId: number): Promise<string> {
  const image = await db.selectFrom('content_images').select('mime').where('id', '=', imageId).executeTakeFirst();
  return image?.mime ?? 'image/webp';
}

/**
 * The target has to fit its kind (the contracts' one link rule): a click must never run script or
 * leave by a `//host`, `/\host` or encoded route.
 */
export function checkLinkage(type: LinkageType, linkage: string): string {
  const value = type === 'none' ? '' : linkage.trim();
  if (!linkageFits(type, value)) throw contentErrors.linkageInvalid();
  return value;
}

/** The banners a visitor sees for one group, in the operator's order. */
export async function liveBanners(db: Db, merchantId: number, group: BannerGroup, language: string, now = new Date()) {
  const rows = await bannersWithMime(db)
    .where('content_banners.merchant_id', '=', merchantId)
    .where('group_name', '=', group)
    .where(liveAt(now.toISOString()))
    .where(inLanguage(language))
    .orderBy('sort')
    .orderBy('content_banners.id')
    .execute();
  return rows.map((r): Banner => toBanner({ ...r, id: Number(r.id) }));
}

function toBanner(row: BannerRow): Banner {
  return {
    bannerId: row.id,
    groupName: row.group_name as BannerGroup,
    title: row.title,
    url: imageUrl(Number(row.image_id), 'desktop', row.image_mime),
    phoneUrl: imageUrl(Number(row.image_id), 'phone', row.image_mime),
    linkageType: row.linkage_type as LinkageType,
    linkage: row.linkage,
  };
}

export function toAdminBanner(row: BannerRow) {
  return {
    id: row.id,
    groupName: row.group_name as BannerGroup,
    language: row.language as never,
    title: row.title,
    imageId: Number(row.image_id),
    sort: row.sort,
    enabled: row.enabled === 1,
    linkageType: row.linkage_type,
    linkage: row.linkage,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    url: imageUrl(Number(row.image_id), 'desktop', row.image_mime),
  };
}

export async function listBanners(db: Db, merchantId: number, group?: BannerGroup) {
  let query = bannersWithMime(db).where('content_banners.merchant_id', '=', merchantId);
  if (group) query = query.where('group_name', '=', group);
  const rows = await query.orderBy('group_name').orderBy('sort').orderBy('content_banners.id').execute();
  return rows.map((r) => toAdminBanner({ ...r, id: Number(r.id) }));
}

async function bannerValues(db: Db, merchantId: number, input: BannerInput) {
  const image = await db
    .selectFrom('content_images')
    .select('id')
    .where('id', '=', input.imageId)
    .where('merchant_id', '=', merchantId)
    .executeTakeFirst();
  if (!image) throw contentErrors.notFound();
  return {
    group_name: input.groupName,
    language: input.language,
    title: input.title,
    image_id: input.imageId,
    sort: input.sort,
    enabled: input.enabled ? 1 : 0,
    linkage_type: input.linkageType,
    linkage: checkLinkage(input.linkageType, input.linkage),
    ...normaliseSchedule(input),
    updated_at: new Date().toISOString(),
  };
}

export async function createBanner(db: Db, merchantId: number, input: BannerInput) {
  const values = await bannerValues(db, merchantId, input);
  const row = await db
    .insertInto('content_banners')
    .values({ ...values, merchant_id: merchantId, created_at: values.updated_at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAdminBanner({ ...row, id: Number(row.id), image_mime: await imageMime(db, input.imageId) });
}

/** `merchantId` null: an operator of every brand; otherwise the banner must be of that brand. */
export async function updateBanner(db: Db, scope: number | null, id: number, input: BannerInput) {
  const owner = await ownerInScope(db, 'content_banners', scope, id);
  const values = await bannerValues(db, owner, input);
  const row = await db
    .updateTable('content_banners')
    .set(values)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toAdminBanner({ ...row, id: Number(row.id), image_mime: await imageMime(db, input.imageId) });
}

export async function deleteBanner(db: Db, scope: number | null, id: number) {
  await deleteInScope(db, 'content_banners', scope, id);
}

/** Switches a banner on or off, or moves it in its group, leaving the rest as the operator set it. */
export async function patchBanner(
  db: Db,
  scope: number | null,
  id: number,
  patch: { enabled?: boolean; sort?: number },
) {
  const row = await updateInScope(db, 'content_banners', scope, id, {
    ...(patch.enabled === undefined ? {} : { enabled: patch.enabled ? 1 : 0 }),
    ...(patch.sort === undefined ? {} : { sort: patch.sort }),
    updated_at: new Date().toISOString(),
  });
  return toAdminBanner({ ...row, id: Number(row.id), image_mime: await imageMime(db, Number(row.image_id)) });
}

import { resourceLabelsSchema, type Resource, type ResourceInput } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { contentErrors } from './content.errors.ts';

/** Stored labels that no longer parse (hand-edited) read as none: the English label still shows. */
const parseLabels = (json: string) => resourceLabelsSchema.catch({}).parse(safeJson(json));
const safeJson = (json: string): unknown => {
  try {
    return JSON.parse(json);
  } catch {
    return {};
  }
};

const toResource = (r: {
  url: string;
  label_name_en: string;
  labels: string;
  resource_type: string;
  qr_code_url: string | null;
}): Resource => ({
  url: r.url,
  labelNameEn: r.label_name_en,
  labels: parseLabels(r.labels),
  resourceType: r.resource_type,
  qrCodeUrl: r.qr_code_url,
});

async function resourceRows(db: Db, merchantId: number) {
  return db
    .selectFrom('content_resources')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('name')
    .execute();
}

/** Named resources for the permission response; the operator's rows win over the brand config. */
export async function resourcesByName(db: Db, merchantId: number, fromConfig: Record<string, Resource>) {
  const out: Record<string, Resource> = { ...fromConfig };
  for (const row of await resourceRows(db, merchantId)) out[row.name] = toResource(row);
  return out;
}

export async function listResources(db: Db, merchantId: number) {
  return (await resourceRows(db, merchantId)).map((r) => ({ name: r.name, sort: r.sort, ...toResource(r) }));
}

export async function putResource(db: Db, merchantId: number, name: string, input: ResourceInput) {
  const values = {
    url: input.url,
    label_name_en: input.labelNameEn,
    labels: JSON.stringify(input.labels),
    resource_type: input.resourceType,
    qr_code_url: input.qrCodeUrl,
    sort: input.sort,
  };
  await db
    .insertInto('content_resources')
    .values({ merchant_id: merchantId, name, ...values })
    .onConflict((oc) => oc.columns(['merchant_id', 'name']).doUpdateSet(values))
    .execute();
  return { name, sort: input.sort, ...toResource(values) };
}

export async function deleteResource(db: Db, merchantId: number, name: string) {
  const result = await db
    .deleteFrom('content_resources')
    .where('merchant_id', '=', merchantId)
    .where('name', '=', name)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw contentErrors.notFound();
}

type SupportPosition = { position: string; type: number; path: string };

/** Customer-service positions (LIVECHAT-1, CS-1, …): the brand config's, overridden by the operator's. */
export async function supportPositions(db: Db, merchantId: number, fromConfig: SupportPosition[] = []) {
  const rows = await db
    .selectFrom('content_support')
    .select(['position', 'type', 'path'])
    .where('merchant_id', '=', merchantId)
    .orderBy('position')
    .execute();
  const byPosition = new Map(fromConfig.map((p) => [p.position, p]));
  for (const row of rows) byPosition.set(row.position, row);
  return [...byPosition.values()];
}

/**
 * The support service configuration (accounts.md section 3: value.version.pathList, type 3 the
 * support link, decoded on the client): each link travels base64-encoded as UTF-8.
 */
export async function supportService(db: Db, merchantId: number, fromConfig: SupportPosition[] = []) {
  const positions = await supportPositions(db, merchantId, fromConfig);
  return {
    version: {
      pathList: positions.map((p) => ({
        position: p.position,
        type: p.type,
        path: Buffer.from(p.path, 'utf8').toString('base64'),
      })),
    },
  };
}

export async function putSupport(db: Db, merchantId: number, position: string, input: { type: number; path: string }) {
  await db
    .insertInto('content_support')
    .values({ merchant_id: merchantId, position, ...input })
    .onConflict((oc) => oc.columns(['merchant_id', 'position']).doUpdateSet(input))
    .execute();
  return { position, ...input };
}

/** Removes the brand's own position; one the brand's config names still shows. */
export async function deleteSupport(db: Db, merchantId: number, position: string) {
  const result = await db
    .deleteFrom('content_support')
    .where('merchant_id', '=', merchantId)
    .where('position', '=', position)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw contentErrors.notFound();
}

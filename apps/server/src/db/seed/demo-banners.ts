import { BANNER_GROUPS, LANGUAGES, type BannerGroup, type Language } from '@arcadia/contracts';
import type { Trx } from '../schema.ts';
import { bannerArtSvg } from '../../modules/content/banner-art.ts';
import { DEMO_TEXTS, type BannerKey } from './demo-texts/index.ts';

type BannerRow = [group: BannerGroup, key: BannerKey, type: string, linkage: string];

/** Each group gets art; hot (home) gets three so the slider loops. Links show every linkage type. */
const BANNERS = (
  [
    ['hot', 'welcome', 'route', '/rng'],
    ['hot', 'lottery', 'route', '/elott'],
    ['hot', 'inhouse', 'route', '/inhouse'],
    ['download', 'app', 'none', ''],
    ['download', 'crash', 'game', 'BGS:bgs_crash'],
    ['promotion', 'promotions', 'promotion', 'welcome'],
    ['shop', 'mall', 'none', ''],
    ['help', 'help', 'route', '/helpmc'],
    ['register', 'join', 'none', ''],
    ['w_reg', 'aboard', 'route', '/promotions'],
  ] satisfies BannerRow[]
).map(([group, key, type, linkage]) => ({ group, key, type, linkage }));

/**
 * The demo banners once per language (each row tagged with it): the headline is drawn into the
 * art, so a language needs its own picture, and the Portuguese site never shows an English one.
 * The same group and place share their art's seed, so the six versions look alike.
 */
export async function seedDemoBanners(trx: Trx, merchantId: number, now: string): Promise<void> {
  if (BANNERS.some((b) => !BANNER_GROUPS.includes(b.group))) throw new Error('unknown banner group');
  for (const language of LANGUAGES)
    for (const [index, b] of BANNERS.entries()) {
      const [title, sub] = DEMO_TEXTS[language].banners[b.key];
      const sort = BANNERS.slice(0, index).filter((other) => other.group === b.group).length;
      await insertBanner(trx, merchantId, now, {
        ...b,
        language,
        title,
        sort,
        art: bannerArtSvg(`${b.group}:${index}`, title, sub),
      });
    }
}

async function insertBanner(
  trx: Trx,
  merchantId: number,
  now: string,
  b: {
    group: BannerGroup;
    language: Language;
    title: string;
    sort: number;
    type: string;
    linkage: string;
    art: string;
  },
) {
  // Stored as generated SVG; visitors only ever get the WebP cuts made from it on first request.
  const image = await trx
    .insertInto('content_images')
    .values({
      merchant_id: merchantId,
      mime: 'image/svg+xml',
      width: 1280,
      height: 400,
      bytes: Buffer.from(b.art),
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('content_banners')
    .values({
      merchant_id: merchantId,
      group_name: b.group,
      language: b.language,
      title: b.title,
      image_id: Number(image.id),
      sort: b.sort,
      enabled: 1,
      linkage_type: b.type,
      linkage: b.linkage,
      starts_at: null,
      ends_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

import { BANNER_GROUPS, type BannerGroup } from '@arcadia/contracts';
import type { Trx } from '../schema.ts';
import { insertBrandRows } from '../../lib/rows.ts';
import { bannerArtSvg } from '../../modules/content/banner-art.ts';
import { PAYMENT_ICONS } from '../../modules/content/payment-icons.ts';
import { DEMO_ANNOUNCEMENTS, DEMO_HELP } from './demo-content-texts.ts';

type BannerRow = [group: BannerGroup, title: string, sub: string, type: string, linkage: string];

/** Each group gets art; hot (home) gets three so the slider loops. Links show every linkage type. */
const BANNERS = (
  [
    ['hot', 'Welcome to Arcadia', 'Slots, live tables and lottery in one place', 'route', '/rng'],
    ['hot', 'Daily lottery draws', 'Pick your numbers before the next close', 'route', '/elott'],
    ['hot', 'Play in-house games', 'Provably fair: check every round', 'route', '/inhouse'],
    ['download', 'Get the app', 'Android and iOS', 'none', ''],
    ['download', 'Play Crash', 'Cash out before the bust', 'game', 'BGS:bgs_crash'],
    ['promotion', 'Promotions', 'Bonuses and missions every week', 'promotion', 'welcome'],
    ['shop', 'Points mall', 'Turn points into rewards', 'none', ''],
    ['help', 'Help centre', 'Answers to common questions', 'route', '/helpmc'],
    ['register', 'Join in a minute', 'Register and start playing', 'none', ''],
    ['w_reg', 'Welcome aboard', 'Your account is ready', 'route', '/promotions'],
  ] satisfies BannerRow[]
).map(([group, title, sub, type, linkage]) => ({ group, title, sub, type, linkage }));

/** Demo content on an empty database: banners with generated art, announcements, help, resources. */
export async function seedDemoContent(trx: Trx, merchantId: number): Promise<void> {
  const now = new Date().toISOString();
  for (const [index, b] of BANNERS.entries()) {
    // Stored as generated SVG; visitors only ever get the WebP cuts made from it on first request.
    const image = await trx
      .insertInto('content_images')
      .values({
        merchant_id: merchantId,
        mime: 'image/svg+xml',
        width: 1280,
        height: 400,
        bytes: Buffer.from(bannerArtSvg(`${b.group}:${index}`, b.title, b.sub)),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('content_banners')
      .values({
        merchant_id: merchantId,
        group_name: b.group,
        language: null,
        title: b.title,
        image_id: Number(image.id),
        sort: BANNERS.slice(0, index).filter((other) => other.group === b.group).length,
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
  if (BANNERS.some((b) => !BANNER_GROUPS.includes(b.group))) throw new Error('unknown banner group');

  // Oldest first, a minute apart, so "newest first" has a stable order.
  const base = Date.now() - DEMO_ANNOUNCEMENTS.length * 60_000;
  await insertBrandRows(trx, 'content_announcements', merchantId, DEMO_ANNOUNCEMENTS, (a, i) => {
    const at = new Date(base + i * 60_000).toISOString();
    return {
      type: a.type,
      language: a.language,
      title: a.title,
      content: a.content,
      popup: a.popup ? 1 : 0,
      enabled: 1,
      starts_at: null,
      ends_at: null,
      created_at: at,
      updated_at: at,
    };
  });

  await insertBrandRows(trx, 'content_help_articles', merchantId, DEMO_HELP, (h, sort) => ({
    language: h.language,
    category: h.category,
    slug: h.slug ?? null,
    title: h.title,
    content: h.content,
    sort,
    enabled: 1,
    updated_at: now,
  }));

  const resource = (name: string, type: string, label: string, url: string, qr: string | null, sort: number) => ({
    merchant_id: merchantId,
    name,
    url,
    label_name_en: label,
    resource_type: type,
    qr_code_url: qr,
    sort,
  });
  // Every demo link is a page this portal serves (its download page, help centre and chat), so a
  // player trying the demo never lands on a placeholder site. The app QR codes show the download page.
  await trx
    .insertInto('content_resources')
    .values([
      resource('android', 'app', 'Android app', '/down?os=android', null, 0),
      resource('ios', 'app', 'iOS profile', '/down?os=ios', null, 1),
      resource('facebook', 'social', 'Facebook', 'https://facebook.com/', null, 10),
      resource('instagram', 'social', 'Instagram', 'https://instagram.com/', null, 11),
      resource('telegram', 'social', 'Telegram', 'https://t.me/', null, 12),
      resource('affiliate', 'affiliate', 'Affiliate programme', '/register?affiliate=1', null, 20),
      resource('support', 'support', 'Support', '/helpmc', null, 30),
      ...PAYMENT_ICONS.map((icon, i) =>
        resource(
          `payment_${icon}`,
          'payment',
          icon.toUpperCase(),
          `/wps/system/content-art/payment/${icon}.svg`,
          null,
          40 + i,
        ),
      ),
    ])
    .execute();

  await trx
    .insertInto('content_support')
    .values([
      { merchant_id: merchantId, position: 'LIVECHAT-1', type: 1, path: '/chat' },
      { merchant_id: merchantId, position: 'CS-1', type: 3, path: '/chat' },
    ])
    .execute();
}

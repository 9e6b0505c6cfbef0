import type { Trx } from '../schema.ts';
import { insertBrandRows } from '../../lib/rows.ts';
import { PAYMENT_ICONS } from '../../modules/content/payment-icons.ts';
import { DEMO_ANNOUNCEMENTS, DEMO_HELP } from './demo-content-texts.ts';
import { seedDemoBanners } from './demo-banners.ts';

/** Demo content on an empty database: banners with generated art, announcements, help, resources. */
export async function seedDemoContent(trx: Trx, merchantId: number): Promise<void> {
  const now = new Date().toISOString();
  await seedDemoBanners(trx, merchantId, now);

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

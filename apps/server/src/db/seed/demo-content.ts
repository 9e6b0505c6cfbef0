import { LANGUAGES } from '@arcadia/contracts';
import type { Trx } from '../schema.ts';
import { insertBrandRows } from '../../lib/rows.ts';
import { PAYMENT_ICONS } from '../../modules/content/payment-icons.ts';
import { DEMO_ANNOUNCEMENTS, DEMO_HELP } from './demo-content-texts.ts';
import { seedDemoBanners } from './demo-banners.ts';
import { DEMO_TEXTS, type ResourceKey } from './demo-texts/index.ts';

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

  // Labelled in every language the brand offers: the visitor reads the one of the page.
  const resource = (name: string, key: ResourceKey, type: string, url: string, sort: number) => ({
    merchant_id: merchantId,
    name,
    url,
    label_name_en: DEMO_TEXTS.en.resources[key],
    labels: JSON.stringify(
      Object.fromEntries(LANGUAGES.map((language) => [language, DEMO_TEXTS[language].resources[key]])),
    ),
    resource_type: type,
    qr_code_url: null,
    sort,
  });
  // Every demo link is a page this portal serves (its download page, help centre and chat), so a
  // player trying the demo never lands on a placeholder site. The app QR codes show the download
  // page. The demo brand has no social accounts, so it names none: the side menu shows the
  // Facebook, Instagram and Telegram links only once the operator sets them (resource:set).
  await trx
    .insertInto('content_resources')
    .values([
      resource('android', 'android', 'app', '/down?os=android', 0),
      resource('ios', 'ios', 'app', '/down?os=ios', 1),
      resource('affiliate', 'affiliate', 'affiliate', '/register?affiliate=1', 20),
      resource('support', 'support', 'support', '/helpmc', 30),
      ...PAYMENT_ICONS.map((icon, i) =>
        resource(`payment_${icon}`, icon, 'payment', `/wps/system/content-art/payment/${icon}.svg`, 40 + i),
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

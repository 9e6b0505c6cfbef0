import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAdminHarness } from '../../../test/admin-cli.ts';
import { listAnnouncements } from '../../modules/content/announcements.usecases.ts';
import { liveBanners } from '../../modules/content/banners.usecases.ts';
import { submitFeedback } from '../../modules/content/feedback.usecases.ts';
import { merchantsRepository } from '../../modules/merchants/merchants.repository.ts';

const h = useAdminHarness();
const dir = mkdtempSync(path.join(tmpdir(), 'content-cli-'));
const file = (name: string, content: string | Buffer) => {
  const full = path.join(dir, name);
  writeFileSync(full, content);
  return full;
};
const db = () => h.database.db;
const brandId = async () => (await merchantsRepository.findByCode(db(), 'arcadia'))!.id;
const imageCount = async () =>
  Number(
    (
      await db()
        .selectFrom('content_images')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

let png: string;
beforeAll(async () => {
  const bytes = await sharp({ create: { width: 640, height: 200, channels: 3, background: '#7c5cff' } })
    .png()
    .toBuffer();
  png = file('promo.png', bytes);
});

describe('banner commands', () => {
  it('adds a banner from an image file; disabling takes it off the site, enabling and ordering put it back', async () => {
    const added = (await h.json(
      'banner:add',
      png,
      '--group',
      'download',
      '--title',
      'Get the app',
      '--link-type',
      'route',
      '--link',
      '/down',
      '--order',
      '0',
    )) as { id: number; groupName: string; enabled: boolean };
    expect(added).toMatchObject({ groupName: 'download', enabled: true });
    const live = async () => (await liveBanners(db(), await brandId(), 'download', 'pt')).map((b) => b.bannerId);
    expect(await live()).toContain(added.id);

    const list = (await h.json('banners', '--group', 'download')) as { id: number; linkage: string }[];
    expect(list.find((b) => b.id === added.id)).toMatchObject({ linkage: '/down' });

    expect((await h.run('banner:disable', String(added.id))).code).toBe(0);
    expect(await live()).not.toContain(added.id);
    expect((await h.run('banner:enable', String(added.id))).code).toBe(0);
    expect((await h.run('banner:order', String(added.id), '7')).code).toBe(0);
    const after = (await h.json('banners', '--group', 'download')) as { id: number; sort: number; enabled: boolean }[];
    expect(after.find((b) => b.id === added.id)).toMatchObject({ sort: 7, enabled: true });
    expect(await live()).toContain(added.id);
  });

  it('refuses an HTML file named .png and a link that does not fit its type, storing nothing', async () => {
    const before = await imageCount();
    const fake = file('fake.png', '<html><script>alert(1)</script></html>');
    const html = await h.run('banner:add', fake, '--group', 'hot', '--json');
    expect(html.code).toBe(1);
    expect(JSON.parse(html.stderr)).toMatchObject({ ok: false, code: 'content.image_type' });

    const script = await h.run('banner:add', png, '--group', 'hot', '--link-type', 'url', '--link', 'javascript:x');
    expect(script.code).toBe(1);
    expect(script.stderr).toContain('content.linkage_invalid');
    const group = await h.run('banner:add', png, '--group', 'nowhere');
    expect(group.code).toBe(1);
    expect(group.stderr).toContain('groupName');
    expect(await imageCount()).toBe(before);
  });

  it('answers an unknown banner id as not found and a word as a usage error', async () => {
    expect((await h.run('banner:disable', '999999')).code).toBe(1);
    expect((await h.run('banner:disable', 'first')).code).toBe(2);
  });
});

describe('announcement commands', () => {
  it('publishes an announcement with its HTML sanitised, lists it and disables it', async () => {
    const created = (await h.json(
      'announcement:add',
      '--type',
      'PL',
      '--title',
      'Maintenance window',
      '--content',
      '<p onclick="steal()">Sunday <b>02:00</b></p><script>alert(1)</script>',
      '--language',
      'en',
    )) as { id: number; content: string };
    expect(created.content).toBe('<p>Sunday <b>02:00</b></p>');
    const visible = async () =>
      (await listAnnouncements(db(), await brandId(), 'en', { types: ['PL'], pageNo: 1, pageSize: 50 })).list.map(
        (n) => n.id,
      );
    expect(await visible()).toContain(created.id);
    expect(((await h.json('announcements')) as { id: number }[]).map((a) => a.id)).toContain(created.id);

    expect((await h.run('announcement:disable', String(created.id))).code).toBe(0);
    expect(await visible()).not.toContain(created.id);
  });

  it('needs exactly one of --content and --file, and refuses an end before the start', async () => {
    expect((await h.run('announcement:add', '--title', 'No body')).code).toBe(2);
    const backwards = await h.run(
      'announcement:add',
      '--title',
      'Backwards',
      '--content',
      '<p>x</p>',
      '--starts',
      '2030-01-02T00:00:00Z',
      '--ends',
      '2030-01-01T00:00:00Z',
    );
    expect(backwards.code).toBe(1);
    expect(backwards.stderr).toContain('content.schedule_invalid');
  });
});

describe('help article and resource commands', () => {
  it('adds a help article from an HTML file and lists it under its category', async () => {
    const body = file('deposit.html', '<h2>Deposits</h2><p>Pick a channel.<img src=x onerror=alert(1)></p>');
    const created = (await h.json(
      'help-article:add',
      '--language',
      'pt',
      '--category',
      'Pagamentos',
      '--title',
      'Como depositar',
      '--file',
      body,
    )) as { id: number; content: string };
    expect(created.content).not.toContain('onerror');
    const list = (await h.json('help-articles')) as { id: number; category: string }[];
    expect(list.find((a) => a.id === created.id)).toMatchObject({ category: 'Pagamentos' });
  });

  it('sets a resource and refuses an address that is neither http(s) nor a path', async () => {
    await h.json(
      'resource:set',
      'telegram',
      '--url',
      'https://t.me/arcadia',
      '--label',
      'Telegram',
      '--type',
      'social',
      '--label-zh',
      '电报频道',
    );
    const list = (await h.json('resources')) as { name: string; url: string }[];
    expect(list.find((r) => r.name === 'telegram')).toMatchObject({
      url: 'https://t.me/arcadia',
      labels: { zh: '电报频道' },
    });
    const bad = await h.run('resource:set', 'evil', '--url', 'javascript:alert(1)', '--label', 'x', '--type', 'link');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('url');
  });
});

describe('feedback commands', () => {
  it('lists open feedback and marks one handled, which leaves the open list', async () => {
    const { id } = await submitFeedback(
      db(),
      { merchantId: await brandId(), memberId: null, language: 'pt', ip: '127.0.0.1' },
      { content: 'O site demora a abrir no meu telemóvel quando uso dados móveis à noite', phone: '' },
    );
    const open = async () => ((await h.json('feedback', '--open', 'yes')) as { id: number }[]).map((f) => f.id);
    expect(await open()).toContain(id);
    expect((await h.run('feedback:handle', String(id))).code).toBe(0);
    expect(await open()).not.toContain(id);
    const handled = (await h.json('feedback', '--open', 'no')) as { id: number; handledAt: string | null }[];
    expect(handled.find((f) => f.id === id)?.handledAt).not.toBeNull();
  });
});

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { isSitePath } from '@arcadia/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { operatorToken } from '../../../test/payments-fixtures.ts';
import { auth, newMember } from '../../../test/wallet-fixtures.ts';
import { rowCount } from '../../../test/test-db.ts';
import { DEMO_TEXTS } from '../../db/seed/demo-texts/index.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000', TRUSTED_PROXIES: '127.0.0.1' });
let editor: Record<string, string>;
beforeAll(async () => {
  editor = (await operatorToken(t.database.db, 'support')).auth;
});

const db = () => t.database.db;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { Language: 'en', ...headers }, ...(payload ? { payload } : {}) });

/** Payloads that must never reach a page as live markup. */
const XSS = [
  '<script>alert(1)</script><p>safe</p>',
  '<img src=x onerror="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload="alert(1)"><circle/></svg>',
  '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
];
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script|<iframe|<svg|onerror|onload|onclick|javascript:|data:text|style=/i);
}

async function pngBytes(width = 1600, height = 500) {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
}

async function upload(bytes: Buffer, type = 'image/png') {
  return t.app.inject({
    method: 'POST',
    url: '/admin/api/content/images',
    headers: { ...editor, 'content-type': type, Language: 'en' },
    payload: bytes,
  });
}

describe('banners', () => {
  it('the seeded home group has three banners in order, their generated art served as SVG cut to size', async () => {
    const res = await call('GET', '/wps/system/banners?groupName=hot');
    const list = res.json().value.list;
    expect(list.map((b: { title: string }) => b.title)).toEqual([
      'Welcome to Arcadia',
      'Daily lottery draws',
      'Play in-house games',
    ]);
    expect(list[0]).toMatchObject({ groupName: 'hot', linkageType: 'route', linkage: '/rng' });
    expect([list[0].url, list[0].phoneUrl]).toEqual([
      expect.stringMatching(/\/desktop\.svg$/),
      expect.stringMatching(/\/phone\.svg$/),
    ]);
    const desktop = await call('GET', list[0].url);
    const phone = await call('GET', list[0].phoneUrl);
    for (const image of [desktop, phone]) {
      expect(image.headers['content-type']).toContain('image/svg+xml');
      expect(image.headers['content-security-policy']).toContain("default-src 'none'");
    }
    expect(desktop.body).toMatch(/^<svg [^>]*width="1280" height="400"/);
    // The phone cut is the centre of the picture, as a cover crop of the upload's WebP cut would be.
    expect(phone.body).toMatch(/^<svg [^>]*width="750" height="300" viewBox="140 0 1000 400"/);
    const meta = await sharp(Buffer.from(phone.body)).metadata();
    expect([meta.width, meta.height]).toEqual([750, 300]);
  });

  // The server may have no Thai or Chinese fonts: drawing the words into a raster there would
  // give boxes. The words travel as text in the SVG and the visitor's browser draws them.
  for (const [language, headline] of [
    ['th', DEMO_TEXTS.th.banners.welcome[0]],
    ['zh', DEMO_TEXTS.zh.banners.welcome[0]],
  ] as const)
    it(`the ${language} banner's words reach the browser as text, not as pixels the server drew`, async () => {
      const [first] = (
        await t.app.inject({ method: 'GET', url: '/wps/system/banners?groupName=hot', headers: { Language: language } })
      ).json().value.list;
      expect(first.title).toBe(headline);
      for (const url of [first.url, first.phoneUrl]) {
        const image = await call('GET', url);
        expect(image.headers['content-type']).toContain('image/svg+xml');
        expect(image.body).toContain(`>${headline}</text>`);
      }
    });

  it('a raster cut of generated art and an SVG cut of an upload do not exist', async () => {
    const [first] = (await call('GET', '/wps/system/banners?groupName=hot')).json().value.list;
    expect((await call('GET', first.url.replace(/svg$/, 'gif'))).statusCode).toBe(400);
    const uploaded = (await upload(await pngBytes())).json().value;
    const svgOfUpload = await call('GET', `/wps/system/content-images/${uploaded.id}/desktop.svg`);
    expect(svgOfUpload.statusCode).toBe(404);
    const webpOfUpload = await call('GET', `/wps/system/content-images/${uploaded.id}/phone.webp`);
    const meta = await sharp(webpOfUpload.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 750, 300]);
  });

  it('every group has at least one seeded banner', async () => {
    for (const group of ['hot', 'download', 'promotion', 'shop', 'help', 'register', 'w_reg']) {
      const list = (await call('GET', `/wps/system/banners?groupName=${group}`)).json().value.list;
      expect(list.length, group).toBeGreaterThan(0);
    }
  });

  it('an uploaded banner shows only inside its schedule and in its language', async () => {
    const image = (await upload(await pngBytes())).json().value;
    expect(image).toMatchObject({ width: 1600, height: 500, mime: 'image/png' });
    const hour = 3600_000;
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const make = async (title: string, extra: object) =>
      call(
        'POST',
        '/admin/api/content/banners',
        {
          groupName: 'shop',
          imageId: image.id,
          title,
          sort: 5,
          linkageType: 'url',
          linkage: 'https://example.com/x',
          ...extra,
        },
        editor,
      );
    expect((await make('future', { startsAt: at(hour) })).statusCode).toBe(200);
    expect((await make('past', { startsAt: at(-2 * hour), endsAt: at(-hour) })).statusCode).toBe(200);
    expect((await make('now', { startsAt: at(-hour), endsAt: at(hour) })).statusCode).toBe(200);
    expect((await make('pt only', { language: 'pt' })).statusCode).toBe(200);
    const titles = async (language: string) =>
      (await call('GET', '/wps/system/banners?groupName=shop', undefined, { Language: language }))
        .json()
        .value.list.map((b: { title: string }) => b.title);
    expect(await titles('en')).toEqual(['Points mall', 'now']);
    expect(await titles('pt')).toEqual(['Loja de pontos', 'now', 'pt only']);

    const backwards = await make('bad', { startsAt: at(hour), endsAt: at(-hour) });
    expect(backwards.json().code).toBe('content.schedule_invalid');
    const script = await make('bad', { linkageType: 'url', linkage: 'javascript:alert(1)' });
    expect(script.json().code).toBe('content.linkage_invalid');
    const offsite = await make('bad', { linkageType: 'route', linkage: '//evil.example' });
    expect(offsite.json().code).toBe('content.linkage_invalid');
  });
});

describe('image uploads', () => {
  it('an HTML file sent as a PNG is refused and nothing is stored', async () => {
    const before = await rowCount(db(), 'content_images');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(html, 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('content.image_type');
    expect(await rowCount(db(), 'content_images')).toBe(before);
  });

  it('a PNG header followed by junk, a too-small picture and an oversized file are refused', async () => {
    const real = await pngBytes();
    const truncated = Buffer.concat([real.subarray(0, 40), Buffer.alloc(200, 7)]);
    expect((await upload(truncated)).json().code).toBe('content.image_invalid');
    expect((await upload(await pngBytes(40, 20))).json().code).toBe('content.image_invalid');
    const huge = Buffer.concat([real, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(huge);
    expect(tooBig.json()).toMatchObject({
      code: 'content.image_too_large',
      message: 'The image must be at most 2 MB.',
    });
  });

  it('JPEG and WebP are accepted; uploads need an editor', async () => {
    const jpeg = await sharp(await pngBytes())
      .jpeg()
      .toBuffer();
    const webp = await sharp(await pngBytes())
      .webp()
      .toBuffer();
    expect((await upload(jpeg, 'application/octet-stream')).json().value.mime).toBe('image/jpeg');
    expect((await upload(webp, 'image/webp')).json().value.mime).toBe('image/webp');
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/admin/api/content/images',
      headers: { 'content-type': 'image/png' },
      payload: webp,
    });
    expect(anonymous.statusCode).toBe(401);
    const finance = (await operatorToken(db(), 'finance')).auth;
    const refused = await call(
      'POST',
      '/admin/api/content/banners',
      { groupName: 'hot', imageId: 1, linkageType: 'none' },
      finance,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('announcements', () => {
  it('lists nine a page, newest first, with the popup and the notice groups', async () => {
    const page1 = (
      await call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W&execution=B')
    ).json().value;
    expect(page1.list).toHaveLength(9);
    expect(page1.total).toBe(12);
    expect(page1.totalPages).toBe(2);
    expect(page1.list[0].title).toBe('Welcome to Arcadia');
    expect(page1.popup.map((n: { title: string }) => n.title)).toEqual(['Welcome to Arcadia']);
    expect(page1.promotion.length).toBeGreaterThan(0);
    expect(page1.player.length).toBeGreaterThan(0);
    const page2 = (await call('GET', '/wps/relay/MCSFE_getListAnnouncements?pageNo=2')).json().value;
    expect(page2.list).toHaveLength(3);
    const pt = (await call('GET', '/wps/relay/MCSFE_getListAnnouncements', undefined, { Language: 'pt' })).json().value;
    expect(pt.total).toBe(12);
    expect(pt.list[0].title).toBe('Bem-vindo ao Arcadia');
    const promos = (await call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PR')).json().value;
    expect(promos.list.every((n: { type: string }) => n.type === 'PR')).toBe(true);
  });

  it('XSS payloads are sanitised when written and again when read', async () => {
    for (const payload of XSS) {
      const created = await call(
        'POST',
        '/admin/api/content/announcements',
        { type: 'PL', title: 'x', content: payload },
        editor,
      );
      expect(created.statusCode).toBe(200);
      expectHarmless(created.json().value.content);
    }
    // A row written around the API (an old import, a hand edit) is still harmless when read.
    const now = new Date().toISOString();
    await db()
      .insertInto('content_announcements')
      .values({
        merchant_id: 1,
        type: 'PL',
        language: null,
        title: 'raw',
        content: XSS.join(''),
        popup: 0,
        enabled: 1,
        starts_at: null,
        ends_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const list = (await call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PL&pageSize=50')).json().value.list;
    for (const notice of list) expectHarmless(notice.content);
    const raw = list.find((n: { title: string }) => n.title === 'raw');
    expect(raw.content).toContain('<p>safe</p>');
    expect(raw.content).toContain('rel="noopener noreferrer"');
  });

  it('an announcement shows only inside its schedule', async () => {
    const at = (offset: number) => new Date(Date.now() + offset).toISOString();
    const post = (title: string, extra: object) =>
      call('POST', '/admin/api/content/announcements', { type: 'H', title, content: '<p>x</p>', ...extra }, editor);
    await post('later', { startsAt: at(60_000) });
    await post('over', { endsAt: at(-1000), startsAt: at(-60_000) });
    await post('live', { endsAt: at(60_000) });
    const titles = (await call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=H'))
      .json()
      .value.list.map((n: { title: string }) => n.title);
    expect(titles).toContain('live');
    expect(titles).not.toContain('later');
    expect(titles).not.toContain('over');
  });
});

describe('help centre', () => {
  it('answers in the reader language, searches, and picks a page by slug', async () => {
    const en = (await call('GET', '/wps/system/helpCenter')).json().value.categories;
    expect(en.map((c: { category: string }) => c.category)).toEqual([
      'Account',
      'Deposits and withdrawals',
      'Games',
      'Agreements',
    ]);
    const pt = (await call('GET', '/wps/system/helpCenter', undefined, { Language: 'pt' })).json().value.categories;
    expect(pt[0].category).toBe('Conta');
    // Thai has its own articles (every language of the demo brand has them).
    const th = (await call('GET', '/wps/system/helpCenter', undefined, { Language: 'th' })).json().value.categories;
    expect(th.length).toBeGreaterThan(0);
    const search = (await call('GET', '/wps/system/helpCenter?keyword=WITHDRAWAL')).json().value.categories;
    // The question, and the user agreement whose money section speaks of withdrawals.
    expect(search.flatMap((c: { articles: { title: string }[] }) => c.articles.map((a) => a.title))).toEqual([
      'When will my withdrawal arrive?',
      'User agreement',
    ]);
    // Tags are not text: searching for "strong" finds nothing.
    expect((await call('GET', '/wps/system/helpCenter?keyword=strong')).json().value.categories).toEqual([]);
    const protocol = (await call('GET', '/wps/system/helpCenter?slug=protocol')).json().value.categories;
    expect(protocol[0].articles[0]).toMatchObject({ slug: 'protocol', title: 'User agreement' });
  });

  it('XSS in help articles comes back harmless', async () => {
    const created = await call(
      'POST',
      '/admin/api/content/help',
      { language: 'en', category: 'Security', title: 'xss', content: XSS.join('\n') },
      editor,
    );
    expectHarmless(created.json().value.content);
    const found = (await call('GET', '/wps/system/helpCenter?keyword=safe')).json().value.categories;
    expectHarmless(found[0].articles[0].content);
  });
});

describe('feedback', () => {
  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  const send = (body: object, ip: string, language = 'en', extra: Record<string, string> = {}) =>
    call('PUT', '/wps/feedback', body, { Language: language, ...from(ip), ...extra });

  it('enforces the word bounds and the phone digits, in the reader language', async () => {
    const few = await send({ content: 'too short here' }, '10.0.0.1', 'pt');
    expect(few.statusCode).toBe(400);
    expect(few.json()).toMatchObject({ code: 'feedback.too_few_words', message: 'Escreva pelo menos 5 palavras.' });
    const many = await send({ content: 'word '.repeat(301) }, '10.0.0.1');
    expect(many.json().code).toBe('feedback.too_many_words');
    const phone = await send({ content: 'the game lobby loads very slowly', phone: '12-34' }, '10.0.0.1');
    expect(phone.json()).toMatchObject({ code: 'feedback.phone_digits', message: 'Phone must have 8-15 digits.' });
    // Chinese has no spaces between words; five words still count as five.
    const zh = await send({ content: '游戏大厅加载非常慢' }, '10.0.0.2', 'zh');
    expect(zh.statusCode).toBe(200);
    const stored = await db().selectFrom('content_feedback').selectAll().execute();
    expect(stored).toHaveLength(1);
  });

  it('a member feedback is tied to the member and shows in the operators inbox', async () => {
    const { member, token } = await newMember(db());
    const ok = await send(
      { content: 'Please add more lottery games soon', phone: '+55 (11) 98765-4321' },
      '10.0.0.3',
      'en',
      auth(token),
    );
    expect(ok.statusCode).toBe(200);
    const inbox = (await call('GET', '/admin/api/content/feedback?open=1', undefined, editor)).json().value.list;
    expect(inbox[0]).toMatchObject({
      memberId: member.id,
      username: member.username,
      phone: '5511987654321',
      content: 'Please add more lottery games soon',
    });
    await call('POST', `/admin/api/content/feedback/${inbox[0].id}/handled`, undefined, editor);
    const open = (await call('GET', '/admin/api/content/feedback?open=1', undefined, editor)).json().value.list;
    expect(open.map((f: { id: number }) => f.id)).not.toContain(inbox[0].id);
  });

  it('is rate limited per visitor', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send({ content: 'x' }, '10.0.0.9')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('resources and support', () => {
  it("the demo brand's links lead to pages the portal serves: no placeholder address behind support, the app or a banner", async () => {
    const status = (await call('GET', '/wps/system/status')).json().value;
    const support = (await call('GET', '/wps/system/supportService')).json().value.version.pathList;
    const banners: { linkageType: string; linkage: string }[][] = await Promise.all(
      // Not 'shop': the banner tests above add operator banners to it.
      ['hot', 'download', 'promotion', 'help', 'register', 'w_reg'].map(
        async (group) => (await call('GET', `/wps/system/banners?groupName=${group}`)).json().value.list,
      ),
    );
    const resources = Object.values(
      status.info.resources as Record<string, { url: string; qrCodeUrl: string | null; resourceType: string }>,
    );
    const links = [
      ...resources.flatMap((r) => [r.url, r.qrCodeUrl ?? '/']),
      ...status.info.customerService.map((c: { path: string }) => c.path),
      ...support.map((p: { path: string }) => Buffer.from(p.path, 'base64').toString()),
      // Game and promotion linkages name a game or a promotion, not an address.
      ...banners
        .flat()
        .filter((b) => b.linkageType === 'route' || b.linkageType === 'url')
        .map((b) => b.linkage),
    ];
    expect(links.length).toBeGreaterThan(10);
    // Nothing leads off-site: every address is a path of this portal.
    expect(links.filter((link) => !isSitePath(link))).toEqual([]);
    // The demo brand has no social accounts, so it names none (the side menu then shows no links).
    expect(resources.filter((r) => r.resourceType === 'social')).toEqual([]);
    expect(status.info.customerService).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ position: 'LIVECHAT-1', path: '/chat' }),
        expect.objectContaining({ position: 'CS-1', path: '/chat' }),
      ]),
    );
    expect(status.info.resources.android).toMatchObject({ url: '/down?os=android', qrCodeUrl: null });
  });

  it('the permission response carries the named resources and LIVECHAT-1; support links come base64', async () => {
    const status = (await call('GET', '/wps/system/status')).json().value;
    expect(status.info.resources.android).toMatchObject({ resourceType: 'app', labelNameEn: 'Android app' });
    // Labelled in each of the brand's languages, like the other seeded texts.
    for (const [name, resource] of Object.entries(
      status.info.resources as Record<string, { labels: Record<string, string> }>,
    ))
      expect(Object.keys(resource.labels).sort(), name).toEqual([...status.info.merchant.languages].sort());
    expect(status.info.resources.payment_bank.labels).toMatchObject({
      pt: 'Transferência bancária',
      th: 'โอนผ่านธนาคาร',
    });
    expect(status.info.resources.payment_card.url).toBe('/wps/system/content-art/payment/card.svg');
    expect(status.info.customerService.map((c: { position: string }) => c.position)).toContain('LIVECHAT-1');
    const support = (await call('GET', '/wps/system/supportService')).json().value.version.pathList;
    const link = support.find((p: { type: number }) => p.type === 3);
    expect(Buffer.from(link.path, 'base64').toString()).toBe('/chat');

    await call(
      'PUT',
      '/admin/api/content/resources/telegram',
      { url: 'https://t.me/arcadia', labelNameEn: 'Telegram', labels: { vi: 'Kênh Telegram' }, resourceType: 'social' },
      editor,
    );
    const after = (await call('GET', '/wps/system/status')).json().value;
    expect(after.info.resources.telegram).toMatchObject({
      url: 'https://t.me/arcadia',
      labels: { vi: 'Kênh Telegram' },
    });
    const bad = await call(
      'PUT',
      '/admin/api/content/resources/x',
      { url: 'javascript:alert(1)', labelNameEn: 'x', resourceType: 'social' },
      editor,
    );
    expect(bad.statusCode).toBe(400);
    const icon = await call('GET', '/wps/system/content-art/payment/card.svg');
    expect(icon.headers['content-type']).toContain('image/svg+xml');
  });
});

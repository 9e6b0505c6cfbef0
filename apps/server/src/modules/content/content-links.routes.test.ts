import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { operatorToken } from '../../../test/payments-fixtures.ts';
import { rowCount } from '../../../test/test-db.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
let editor: Record<string, string>;
beforeAll(async () => {
  editor = (await operatorToken(t.database.db, 'support')).auth;
});

const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { Language: 'en', ...editor }, payload });

/** Every field error names the link field as not valid (a control character may add a second). */
function expectRefused(errors: { field: string; key: string }[], field: string) {
  expect(errors.length).toBeGreaterThan(0);
  for (const error of errors) expect(error).toMatchObject({ field, key: 'validation.invalid' });
}

/** Links that would take a visitor to another host (or run script): every link field refuses them all. */
const OFFSITE = [
  '//evil.example',
  '/\\evil.example',
  '/%5Cevil.example',
  '/%2F%2Fevil.example',
  '/%252F%252Fevil.example',
  ' //evil.example',
  '/\t/evil.example',
  'javascript:alert(1)',
  'https:/\\evil.example',
];

describe('one link rule for every stored link', () => {
  it.each(OFFSITE)('a banner route or url %j is refused and nothing is stored', async (link) => {
    const before = await rowCount(t.database.db, 'content_banners');
    for (const linkageType of ['route', 'url']) {
      const res = await call('POST', '/admin/api/content/banners', {
        groupName: 'hot',
        imageId: 1,
        linkageType,
        linkage: link,
      });
      expect([linkageType, res.statusCode]).toEqual([linkageType, 400]);
      // A control character is refused by the field itself, before the link rule looks at it.
      expect(['content.linkage_invalid', 'request.invalid']).toContain(res.json().code);
    }
    expect(await rowCount(t.database.db, 'content_banners')).toBe(before);
  });

  it.each(OFFSITE)('a resource url or QR address %j is refused and nothing is stored', async (link) => {
    const before = await rowCount(t.database.db, 'content_resources');
    const asUrl = await call('PUT', '/admin/api/content/resources/evil', {
      url: link,
      labelNameEn: 'x',
      resourceType: 'link',
    });
    const asQr = await call('PUT', '/admin/api/content/resources/evil', {
      url: '/download',
      qrCodeUrl: link,
      labelNameEn: 'x',
      resourceType: 'link',
    });
    for (const [res, field] of [
      [asUrl, 'url'],
      [asQr, 'qrCodeUrl'],
    ] as const) {
      expect(res.statusCode).toBe(400);
      expectRefused(res.json().errors, field);
    }
    expect(await rowCount(t.database.db, 'content_resources')).toBe(before);
  });

  it.each(OFFSITE)('a support position path %j is refused and nothing is stored', async (link) => {
    const before = await rowCount(t.database.db, 'content_support');
    const res = await call('PUT', '/admin/api/content/support/CS-9', { type: 3, path: link });
    expect(res.statusCode).toBe(400);
    expectRefused(res.json().errors, 'path');
    expect(await rowCount(t.database.db, 'content_support')).toBe(before);
  });

  it('a link in an announcement that leaves the site by a trick loses its href; plain links keep theirs', async () => {
    const tricks = OFFSITE.map((link) => `<a href="${link.replace(/\t/g, '&#9;')}">x</a>`).join('');
    const fine = '<a href="/help">a</a><a href="https://example.com/y">b</a><a href="mailto:help@example.com">c</a>';
    const res = await call('POST', '/admin/api/content/announcements', {
      type: 'PL',
      title: 'links',
      content: `${tricks}<img src="/%5Cevil.example/p.png" alt="i">${fine}`,
    });
    expect(res.statusCode).toBe(200);
    const html: string = res.json().value.content;
    expect(html).not.toMatch(/evil|javascript/);
    expect(html).toContain('href="/help"');
    expect(html).toContain('href="https://example.com/y"');
    expect(html).toContain('href="mailto:help@example.com"');
  });

  it('site paths and web addresses are still taken', async () => {
    const banner = await call('POST', '/admin/api/content/banners', {
      groupName: 'hot',
      imageId: 1,
      linkageType: 'route',
      linkage: '/promoDetail?id=a%2Fb',
    });
    expect(banner.statusCode).toBe(200);
    const support = await call('PUT', '/admin/api/content/support/CS-9', {
      type: 3,
      path: 'https://example.com/help',
    });
    expect(support.json().value).toMatchObject({ path: 'https://example.com/help' });
  });
});

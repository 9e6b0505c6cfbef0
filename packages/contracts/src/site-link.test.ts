import { describe, expect, it } from 'vitest';
import { linkageFits } from './content/linkage.ts';
import { isContentHref, isSiteLink, isSitePath, isWebAddress } from './site-link.ts';
import { siteLink } from './site-link.schema.ts';

/** Forms a browser (or a server or router that decodes first) reads as another host, or as script. */
const OPEN_REDIRECTS = [
  '//evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '/%5Cevil.example',
  '/%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%252F%252Fevil.example',
  '/%255Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  ' //evil.example',
  '\u3000/\\evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'https:/\\evil.example',
  'https:\\\\evil.example',
  'https://evil.example\\@good.example',
  'https://',
  'http://evil .example',
  'evil.example',
  '',
];

describe('the one link rule', () => {
  it.each(OPEN_REDIRECTS)('refuses %j everywhere', (link) => {
    expect(isSiteLink(link)).toBe(false);
    expect(isSitePath(link)).toBe(false);
    expect(isContentHref(link)).toBe(false);
    expect(linkageFits('url', link)).toBe(false);
    expect(linkageFits('route', link)).toBe(false);
    expect(siteLink().safeParse(link).success).toBe(false);
  });

  it('takes web addresses and paths on the site, query strings included', () => {
    for (const path of ['/', '/rng', '/promoDetail?id=7', '/help?q=a%2Fb', '/a?next=%5C', '/download#android'])
      expect([path, isSitePath(path)]).toEqual([path, true]);
    for (const address of ['https://example.com/support', 'http://example.com', 'HTTPS://t.me/arcadia?start=1'])
      expect([address, isWebAddress(address), isSitePath(address)]).toEqual([address, true, false]);
  });

  it('the field trims surrounding spaces and explains a refusal as validation.invalid', () => {
    expect(siteLink().parse('  /download ')).toBe('/download');
    expect(siteLink().safeParse('/\\evil.example').error?.issues[0]?.message).toBe('validation.invalid');
    expect(siteLink().safeParse(`/${'a'.repeat(500)}`).success).toBe(false);
  });

  it('a link in operator HTML may also be a mail address or a jump within the page', () => {
    expect(isContentHref('mailto:help@example.com')).toBe(true);
    expect(isContentHref('#rules')).toBe(true);
    expect(isContentHref('mailto:a@b.example\\x')).toBe(false);
  });

  it('a banner target fits its kind: a route is a site path, a url a web address', () => {
    expect(linkageFits('route', '/rng')).toBe(true);
    expect(linkageFits('route', 'https://example.com')).toBe(false);
    expect(linkageFits('url', '/rng')).toBe(false);
    expect(linkageFits('url', 'https://example.com/x')).toBe(true);
    expect(linkageFits('game', 'BGS:dice')).toBe(true);
    expect(linkageFits('promotion', 'spring-2026')).toBe(true);
    expect(linkageFits('none', '')).toBe(true);
    expect(linkageFits('none', '/rng')).toBe(false);
  });
});

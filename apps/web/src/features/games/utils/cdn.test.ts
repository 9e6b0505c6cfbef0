import { afterEach, describe, expect, it } from 'vitest';
import { pickCdn, resetCdnChoice, withCdn } from './cdn';

afterEach(resetCdnChoice);

describe('CDN choice', () => {
  it('picks one of the listed addresses at random and keeps it for the page', () => {
    const list = ['https://a.cdn.test', 'https://b.cdn.test', 'https://c.cdn.test'];
    expect(pickCdn(list, () => 0.5)).toBe('https://b.cdn.test');
    // Later calls keep the first choice whatever the dice say.
    expect(pickCdn(list, () => 0.99)).toBe('https://b.cdn.test');
  });

  it('uses no CDN when the list is empty or holds no web address', () => {
    expect(pickCdn([])).toBeNull();
    expect(pickCdn(['javascript:alert(1)', 'ftp://x'])).toBeNull();
  });

  it('serves relative addresses from the CDN and leaves absolute ones alone', () => {
    expect(withCdn('/lgw/games/art/a.svg', 'https://img.test/')).toBe('https://img.test/lgw/games/art/a.svg');
    expect(withCdn('https://elsewhere.test/a.png', 'https://img.test')).toBe('https://elsewhere.test/a.png');
    expect(withCdn('/lgw/games/art/a.svg', null)).toBe('/lgw/games/art/a.svg');
  });
});

import { describe, expect, it } from 'vitest';
import { appLink } from '../components/app-download';
import { bannerTarget } from './linkage';

/** Links a browser would follow to another host: the page follows none of them, whatever the API says. */
const OFFSITE = ['//evil.example', '/\\evil.example', '/%5Cevil.example', '/%2F%2Fevil.example', ' //evil.example'];

describe('links the page follows (the one link rule of contracts)', () => {
  it.each(OFFSITE)('a banner route or url %j goes nowhere', (linkage) => {
    expect(bannerTarget({ linkageType: 'route', linkage })).toEqual({ kind: 'none' });
    expect(bannerTarget({ linkageType: 'url', linkage })).toEqual({ kind: 'none' });
  });

  it.each(OFFSITE)('an app resource linking %j shows no QR code', (url) => {
    expect(appLink({ url, qrCodeUrl: null })).toBeNull();
    expect(appLink({ url: '/download', qrCodeUrl: url })).toBeNull();
  });

  it('site paths and web addresses still work', () => {
    expect(bannerTarget({ linkageType: 'route', linkage: '/rng' })).toEqual({ kind: 'route', to: '/rng' });
    expect(bannerTarget({ linkageType: 'url', linkage: 'https://example.com/x' })).toEqual({
      kind: 'external',
      href: 'https://example.com/x',
    });
    expect(appLink({ url: '/apk/arcadia.apk', qrCodeUrl: null })).toBe(`${window.location.origin}/apk/arcadia.apk`);
    expect(appLink({ url: 'https://example.com/app', qrCodeUrl: null })).toBe('https://example.com/app');
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getStatus } from '@arcadia/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const SCRIPT = `export const lobby = ${JSON.stringify('game tiles '.repeat(400))};\n`;
const ASSET = '/assets/lobby-AbC123xy.js';
const TEMPLATE = `<!doctype html>
<html lang="pt">
  <head>
    <title>Arcadia</title>
    <script type="module" crossorigin src="${ASSET}"></script>
  </head>
  <body>
    <div id="shell" aria-hidden="true"><span class="truncate" data-shell-brand>Arcadia</span><div><!--shell-hero--></div></div>
    <!--/shell-->
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  // A build as the web precompress step leaves it: each asset with its .br and .gz beside it.
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'arcadia-web-test-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(dist, ASSET), SCRIPT);
  fs.writeFileSync(path.join(dist, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dist, `${ASSET}.gz`), gzipSync(SCRIPT));
  t = await createTestApp({ SERVE_WEB: 'true', WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('built assets', () => {
  it('are sent brotli-compressed to a browser that accepts br, cached for a year', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('are sent gzip-compressed to a client that accepts only gzip', async () => {
    const res = await get(ASSET, { 'accept-encoding': 'gzip, deflate' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('are sent as they are to a client that accepts no compression', async () => {
    const res = await get(ASSET);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });

  it('a chunk of an older build that is gone is a 404, not the page', async () => {
    expect((await get('/assets/lobby-0ld0ld00.js')).statusCode).toBe(404);
    expect((await get('/assets/lobby-AbC123xy.js.map')).statusCode).toBe(404);
  });
});

describe('the page', () => {
  it('carries the brand title and description in the brand language and is never cached stale', async () => {
    for (const url of ['/', '/vnlottery', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<html lang="pt" data-theme="light">');
      expect(res.body).toContain('<title>Arcadia Demo · Jogos e loteria online</title>');
      expect(res.body).toMatch(/<meta name="description" content="Jogue slots[^"]+Arcadia Demo[^"]+" \/>/);
      expect(res.body).toContain(`src="${ASSET}"`);
    }
  });

  it('answers HTTP 404 with the app (its not-found page) for an address that is no page, 200 for every page', async () => {
    for (const url of ['/no-such-page', '/originals', '/rng/extra', '/help.php']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`src="${ASSET}"`);
    }
    for (const url of ['/originals/dice', '/Register', '/rng/', '/promoDetail?id=3']) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it("embeds this visitor's site status, so the app's first call is already answered", async () => {
    const res = await get('/');
    const json = /<script type="application\/json" id="boot-status">([^<]*)<\/script>/.exec(res.body)?.[1];
    const status = getStatus.response.shape.value.parse(JSON.parse(json ?? 'null'));
    expect(status).toMatchObject({ status: 0, info: { merchant: { code: 'arcadia', defaultLanguage: 'pt' } } });
  });

  it("announces the first hot banner's cuts on the routes that open with it, and only there", async () => {
    const banners = (await get('/wps/system/banners?groupName=hot')).json<{
      value: { list: { url: string; phoneUrl: string }[] };
    }>();
    const [first] = banners.value.list;
    expect(first).toBeDefined();
    for (const url of ['/', '/rng?page=2']) {
      const { body } = await get(url);
      const head = body.slice(0, body.indexOf('</head>'));
      expect(head).toContain(
        `<link rel="preload" as="image" href="${first!.phoneUrl}" media="(max-width: 639px)" fetchpriority="high" data-hero="phone" />`,
      );
      expect(head).toContain(`href="${first!.url}" media="(min-width: 640px)"`);
    }
    expect((await get('/register')).body).not.toContain('rel="preload" as="image"');
  });

  it('keeps the static shell, with the brand and the first hot banner in it, only on the routes that open with that banner, in the theme the visitor chose', async () => {
    const banners = (await get('/wps/system/banners?groupName=hot')).json<{
      value: { list: { url: string; phoneUrl: string }[] };
    }>();
    const [first] = banners.value.list;
    const { body } = await get('/');
    const shell = /<div id="shell"[\s\S]*?<!--\/shell-->/.exec(body)?.[0] ?? '';
    expect(shell).toContain('data-shell-brand>ARCADIA</span>');
    expect(shell).toContain(`<source media="(max-width: 639px)" srcset="${first!.phoneUrl}" />`);
    expect(shell).toContain(`<img src="${first!.url}" alt="" width="1280" height="400" fetchpriority="high"`);
    expect(body).toContain('<div id="root"></div>');

    const dark = (await get('/', { cookie: 'lang=pt; theme=dark' })).body;
    expect(dark).toContain('<html lang="pt" data-theme="dark">');
    const other = (await get('/register')).body;
    expect(other).not.toContain('id="shell"');
    expect(other).toContain('<div id="root"></div>');
  });

  it('follows the Language the client asks for', async () => {
    const res = await get('/', { language: 'en' });
    expect(res.body).toContain('<html lang="en" data-theme="light">');
    expect(res.body).toContain('<title>Arcadia Demo · Online games and lottery</title>');
  });
});

describe('robots.txt', () => {
  it('is plain text that lets crawlers in and keeps them out of the API', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(res.body).toContain('Disallow: /wps/');
  });
});

describe('JSON answers', () => {
  it('over 1 KB go out compressed; small ones as they are', async () => {
    const big = await get('/wps/system/status', { 'accept-encoding': 'br, gzip' });
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString())).toMatchObject({ success: true });
    const small = await get('/healthz', { 'accept-encoding': 'br, gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });
  });
});

import { describe, expect, it } from 'vitest';
import { getDomainRoute, getRegisterSettings, getStatus, getWhitelabel, isFlagOn } from '@arcadia/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { merchantsRepository } from '../merchants/merchants.repository.ts';

const t = useTestApp({ TRUSTED_PROXIES: '127.0.0.1' });

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('GET /wps/system/status', () => {
  it('describes the brand, its flags, register rules and the public key in the envelope', async () => {
    const res = await get('/wps/system/status', { Language: 'en' });
    expect(res.statusCode).toBe(200);
    const body = getStatus.response.parse(res.json());
    expect(body).toMatchObject({ success: true, code: 'ok', message: 'Success' });
    const value = body.value!;
    expect(value.status).toBe(0);
    expect(value.info.merchant).toMatchObject({
      code: 'arcadia',
      lotteryType: 'Lott',
      defaultLanguage: 'pt',
      languages: ['pt', 'en', 'zh', 'id', 'th', 'vi'],
    });
    expect(isFlagOn(value.info.whitelabel, 'DIRECTREG3')).toBe(true);
    expect(value.info.registerRules.map((r) => r.registerType)).toEqual(['register', 'registerMobile']);
    expect(value.info.encryption.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(value.info.encryption.publicKey.kty).toBe('RSA');
  });

  it('localises the message from the Language header and falls back to the brand default (PT)', async () => {
    expect((await get('/wps/system/status', { Language: 'zh' })).json().message).toBe('成功');
    expect((await get('/wps/system/status')).json().message).toBe('Sucesso');
    expect((await get('/wps/system/status', { Language: 'xx' })).json().message).toBe('Sucesso');
  });

  it('reports the visitor IP and country, trusting X-Forwarded-For only from the configured proxy', async () => {
    const res = await get('/wps/system/status', { 'X-Forwarded-For': '200.147.67.142' });
    expect(res.json().value.location).toEqual({ ip: '200.147.67.142', country: 'BR' });
  });
});

describe('maintenance and region restriction', () => {
  it('answers status 1 and refuses other calls with 503 while the brand is in maintenance', async () => {
    const merchant = (await merchantsRepository.findByCode(t.database.db, 'arcadia'))!;
    await merchantsRepository.setMaintenance(t.database.db, merchant.id, {
      enabled: true,
      message: 'Back at 10:00',
      until: null,
    });
    t.app.deps.merchants.invalidate();
    try {
      const status = await get('/wps/system/status');
      expect(status.json().value).toMatchObject({
        status: 1,
        maintenance: { enabled: true, message: 'Back at 10:00' },
      });
      const other = await get('/wps/system/whitelabel', { Language: 'en' });
      expect(other.statusCode).toBe(503);
      expect(other.json()).toMatchObject({ success: false, code: 'system.maintenance' });
    } finally {
      await merchantsRepository.setMaintenance(t.database.db, merchant.id, {
        enabled: false,
        message: null,
        until: null,
      });
      t.app.deps.merchants.invalidate();
    }
  });

  it('restricts a blocked country (status 2, 403 elsewhere) but not an allow-listed IP; maintenance wins', async () => {
    const merchant = (await merchantsRepository.findByCode(t.database.db, 'arcadia'))!;
    const region = { allowedCountries: [], blockedCountries: ['BR'], ipAllowlist: ['200.147.67.0/24'] };
    await merchantsRepository.setRegion(t.database.db, merchant.id, region);
    t.app.deps.merchants.invalidate();
    try {
      const brazil = { 'X-Forwarded-For': '177.71.128.1' };
      const status = (await get('/wps/system/status', brazil)).json().value;
      expect(status).toMatchObject({
        status: 2,
        regionRestriction: { restricted: true, reason: 'country' },
        location: { country: 'BR' },
      });
      const refused = await get('/wps/system/whitelabel', brazil);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('system.region_restricted');
      expect((await get('/wps/system/status', { 'X-Forwarded-For': '200.147.67.142' })).json().value.status).toBe(0);

      await merchantsRepository.setMaintenance(t.database.db, merchant.id, {
        enabled: true,
        message: null,
        until: null,
      });
      t.app.deps.merchants.invalidate();
      expect((await get('/wps/system/status', brazil)).json().value.status).toBe(1);
    } finally {
      await merchantsRepository.setMaintenance(t.database.db, merchant.id, {
        enabled: false,
        message: null,
        until: null,
      });
      await merchantsRepository.setRegion(t.database.db, merchant.id, {
        allowedCountries: [],
        blockedCountries: [],
        ipAllowlist: [],
      });
      t.app.deps.merchants.invalidate();
    }
  });
});

describe('flag, settings and route endpoints', () => {
  it('GET /wps/system/whitelabel returns the flag tree with the spec flags', async () => {
    const body = getWhitelabel.response.parse((await get('/wps/system/whitelabel')).json());
    const ids = body.value!.flatMap((g) => [g.modId, ...g.childrenNodes.map((c) => c.modId)]);
    expect(ids).toEqual(
      expect.arrayContaining(['CHNGPASSVERIF3', 'MOBILEVERCODELOGIN3', 'DIRECTREG3', 'CBS3', 'FREEPLAY3']),
    );
  });

  it('GET /wps/system/setting/register returns exactly two entries with per-field rules', async () => {
    const body = getRegisterSettings.response.parse((await get('/wps/system/setting/register')).json());
    expect(body.value).toHaveLength(2);
    const username = body.value![0]!.fields.find((f) => f.field === 'username');
    expect(username).toMatchObject({ enabled: true, required: true, minLength: 6, maxLength: 16, patternId: 22 });
  });

  it('GET /wps/system/domainRoute lists the domains offered as routes, addressed the way this request came', async () => {
    const body = getDomainRoute.response.parse((await get('/wps/system/domainRoute')).json());
    // The demo brand's routes are this server's own names: nothing in the demo leads off-site.
    expect(body.value!.domainList.map((d) => d.domain)).toEqual(['localhost', '127.0.0.1']);
    const local = await get('/wps/system/domainRoute', { host: 'localhost:8080' });
    expect(getDomainRoute.response.parse(local.json()).value!.domainList.map((d) => d.url)).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
    ]);
    const tls = await get('/wps/system/domainRoute', { host: 'localhost', 'x-forwarded-proto': 'https' });
    expect(getDomainRoute.response.parse(tls.json()).value!.domainList.map((d) => d.url)).toEqual([
      'https://localhost',
      'https://127.0.0.1',
    ]);
  });

  it('an unknown API path is a 404 envelope; /healthz reports the database', async () => {
    const missing = await get('/wps/does-not-exist', { Language: 'en' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'not_found', message: 'Not found.', value: null });
    expect((await get('/healthz')).json().status).toBe('ok');
  });

  it('the speed-test probe is an uncached image other domain routes may load, and the page policy allows loading it', async () => {
    const probe = await get('/speed-probe.gif');
    expect(probe.statusCode).toBe(200);
    expect(probe.headers['content-type']).toBe('image/gif');
    expect(probe.headers['cache-control']).toBe('no-store');
    expect(probe.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(probe.rawPayload.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    // The page times the probe of every route from its own origin: img-src must admit https images
    // (and http ones outside production, where the server has no TLS in front).
    const policy = String((await get('/')).headers['content-security-policy']);
    const imgSrc = policy.split(';').find((directive) => directive.trim().startsWith('img-src'));
    expect(imgSrc?.trim().split(/\s+/)).toEqual(expect.arrayContaining(['https:', 'http:']));
  });

  it('echoes a request id and logs the module id', async () => {
    const res = await get('/wps/system/whitelabel', { 'X-Module-Id': 'layout.header', 'X-Request-Id': 'req-12345678' });
    expect(res.headers['x-request-id']).toBe('req-12345678');
    expect(t.logs.some((line) => line.includes('"moduleId":"layout.header"'))).toBe(true);
  });

  it('serves the OpenAPI document at /docs/json listing the system calls', async () => {
    const doc = (await get('/docs/json')).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/wps/system/status', '/wps/system/whitelabel']));
  });
});

import { describe, expect, it } from 'vitest';
import {
  adminAddBrandDomain,
  adminBrands,
  adminFlags,
  adminRegistrationFields,
  adminSiteStatus,
  type FlagGroupState,
  type RegisterSettingEntry,
} from '@arcadia/contracts';
import { createMerchant } from '../../../test/factories/merchants.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => t.database.db;
const inject = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  auth: Record<string, string>,
  payload?: object,
) => t.app.inject({ method, url, headers: { ...auth, Language: 'en' }, ...(payload ? { payload } : {}) });
const auditOf = (action: string) =>
  db()
    .selectFrom('audit_log')
    .select(['operator_name', 'target', 'status', 'before_json', 'after_json'])
    .where('action', '=', action)
    .orderBy('id')
    .execute();

const open = { enabled: false, message: null, until: null };

describe('site status settings', () => {
  it('switches maintenance on with a message and an end, the players’ API answers 503, and the trail has it', async () => {
    const admin = await operatorToken(db(), 'admin');
    const on = await inject('PUT', '/admin/api/settings/maintenance', admin.auth, {
      enabled: true,
      message: 'Back soon',
      until: '2099-01-31T10:00:00+01:00',
    });
    expect(on.json().value.maintenance).toEqual({
      enabled: true,
      message: 'Back soon',
      until: '2099-01-31T09:00:00.000Z',
    });
    // This process applies it at once.
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).statusCode).toBe(503);
    const [entry] = await auditOf('PUT /admin/api/settings/maintenance');
    expect(entry).toMatchObject({ operator_name: admin.operator.username, target: 'merchant=arcadia', status: 200 });
    expect(JSON.parse(entry!.before_json!)).toEqual(open);

    await inject('PUT', '/admin/api/settings/maintenance', admin.auth, open);
    const read = await inject('GET', '/admin/api/settings/site-status', admin.auth);
    expect(adminSiteStatus.response.parse(read.json()).value!.maintenance).toEqual(open);
    expect((await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' })).statusCode).toBe(200);
  });

  it('refuses an end in the past under its field and changes nothing', async () => {
    const admin = await operatorToken(db(), 'admin');
    const past = await inject('PUT', '/admin/api/settings/maintenance', admin.auth, {
      enabled: true,
      message: null,
      until: '2001-01-01',
    });
    expect([past.statusCode, past.json().code, past.json().errors[0].field]).toEqual([400, 'request.invalid', 'until']);
    expect((await inject('GET', '/admin/api/settings/site-status', admin.auth)).json().value.maintenance).toEqual(open);
  });

  it('replaces the region lists, and refuses a country both allowed and blocked under blockedCountries', async () => {
    const admin = await operatorToken(db(), 'admin');
    const rules = { allowedCountries: ['br', 'PT'], blockedCountries: [], ipAllowlist: ['10.0.0.0/8'] };
    const saved = await inject('PUT', '/admin/api/settings/region', admin.auth, rules);
    expect(saved.json().value.region).toEqual({ ...rules, allowedCountries: ['BR', 'PT'] });
    const both = await inject('PUT', '/admin/api/settings/region', admin.auth, { ...rules, blockedCountries: ['BR'] });
    expect([both.statusCode, both.json().errors[0]]).toEqual([
      400,
      { field: 'blockedCountries', key: 'validation.invalid', params: { value: 'BR', alsoIn: 'allowedCountries' } },
    ]);
    await inject('PUT', '/admin/api/settings/region', admin.auth, { ...rules, allowedCountries: [], ipAllowlist: [] });
    expect((await auditOf('PUT /admin/api/settings/region')).map((e) => e.status)).toEqual([200, 400, 200]);
  });
});

describe('registration fields, flags and brands', () => {
  it('changes one field’s rule and answers both forms; a crossed min and max is refused on minLength', async () => {
    const admin = await operatorToken(db(), 'admin');
    const url = '/admin/api/settings/registration-fields/register/email';
    const rule = { enabled: true, required: true, minLength: 5, maxLength: 80, patternId: null, acceptedPattern: '*' };
    const saved = await inject('PUT', url, admin.auth, rule);
    const entries: RegisterSettingEntry[] = adminRegistrationFields.response.parse(saved.json()).value!;
    expect(entries.find((e) => e.registerType === 'register')!.fields.find((f) => f.field === 'email')).toEqual({
      field: 'email',
      ...rule,
    });
    const crossed = await inject('PUT', url, admin.auth, { ...rule, minLength: 90 });
    expect([crossed.statusCode, crossed.json().errors]).toEqual([
      400,
      [{ field: 'minLength', key: 'validation.invalid' }],
    ]);
    const [entry] = await auditOf('PUT /admin/api/settings/registration-fields/:registerType/:field');
    expect(entry).toMatchObject({ target: 'merchant=arcadia register.email', status: 200 });
  });

  it('switches a flag off and on, and refuses an unknown one', async () => {
    const admin = await operatorToken(db(), 'admin');
    const off = await inject('PUT', '/admin/api/settings/flags/FREEPLAY3', admin.auth, { enabled: false });
    const login = (tree: FlagGroupState[]) => tree.find((g) => g.modId === 'LOGIN3')!;
    expect(login(adminFlags.response.parse(off.json()).value!).flags).toContainEqual({
      modId: 'FREEPLAY3',
      enabled: false,
    });
    const on = await inject('PUT', '/admin/api/settings/flags/FREEPLAY3', admin.auth, { enabled: true });
    expect(login(on.json().value).flags).toContainEqual({ modId: 'FREEPLAY3', enabled: true });
    expect((await inject('PUT', '/admin/api/settings/flags/NOPE3', admin.auth, { enabled: true })).statusCode).toBe(
      400,
    );
    const trail = await auditOf('PUT /admin/api/settings/flags/:modId');
    expect(trail.map((e) => [e.target, e.status])).toEqual([
      ['merchant=arcadia FREEPLAY3', 200],
      ['merchant=arcadia FREEPLAY3', 200],
      ['merchant=arcadia NOPE3', 400],
    ]);
  });

  it('lists the brands with their domains; a brand’s operator sees and sets only theirs', async () => {
    const other = await createMerchant(db(), { code: 'second' });
    const admin = await operatorToken(db(), 'admin');
    const all = adminBrands.response.parse((await inject('GET', '/admin/api/settings/brands', admin.auth)).json());
    expect(all.value!.map((b) => b.code)).toEqual(['arcadia', 'second']);
    expect(all.value![0]!.domains).toContainEqual({ domain: 'localhost', isRoute: true, primary: true });
    const bound = await operatorToken(db(), 'admin', other.id);
    const own = await inject('GET', '/admin/api/settings/brands', bound.auth);
    expect(own.json().value.map((b: { code: string }) => b.code)).toEqual(['second']);
    const elsewhere = await inject('PUT', '/admin/api/settings/maintenance?merchant=arcadia', bound.auth, open);
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe('brand domains', () => {
  const domains = (res: { json: () => { value: { domains: { domain: string }[] } } }) =>
    res.json().value.domains.map((d) => d.domain);
  const playerApi = (host: string) => t.app.inject({ method: 'GET', url: '/wps/system/whitelabel', headers: { host } });

  it('adds a host lower-cased to a brand, and the brand answers on it at once; the trail has it', async () => {
    await createMerchant(db(), { code: 'sixth' });
    const admin = await operatorToken(db(), 'admin');
    const added = await inject('POST', '/admin/api/settings/brands/domains?merchant=sixth', admin.auth, {
      domain: ' Sixth.Example ',
    });
    expect(adminAddBrandDomain.response.parse(added.json()).value!.domains).toEqual([
      { domain: 'sixth.example', isRoute: false, primary: true },
    ]);
    await inject('PUT', '/admin/api/settings/maintenance?merchant=sixth', admin.auth, { ...open, enabled: true });
    // The host now resolves to the sixth brand (in maintenance) without a restart; the first is open.
    expect((await playerApi('sixth.example')).statusCode).toBe(503);
    expect((await playerApi('localhost')).statusCode).toBe(200);
    const [entry] = await auditOf('POST /admin/api/settings/brands/domains');
    expect(entry).toMatchObject({ target: 'merchant=sixth domain=sixth.example', status: 200 });
  });

  it('refuses a scheme, a path, a port, non-ASCII and bad labels under domain, and changes nothing', async () => {
    const admin = await operatorToken(db(), 'admin');
    for (const domain of [
      'https://a.example',
      'a.example/x',
      'a.example:8080',
      'café.example',
      '-a.example',
      'a..b',
      'ab--c.example',
      '',
    ]) {
      const res = await inject('POST', '/admin/api/settings/brands/domains', admin.auth, { domain });
      expect({ domain, status: res.statusCode, field: res.json().errors?.[0]?.field }).toEqual({
        domain,
        status: 400,
        field: 'domain',
      });
    }
    const ok = await inject('POST', '/admin/api/settings/brands/domains', admin.auth, {
      domain: 'xn--caf-dma.example',
    });
    expect(ok.statusCode).toBe(200);
    expect(domains(ok)).toEqual(['localhost', '127.0.0.1', 'xn--caf-dma.example']);
  });

  it('refuses a host another brand (or this one) has, naming the brand', async () => {
    await createMerchant(db(), { code: 'third' });
    const admin = await operatorToken(db(), 'admin');
    const taken = await inject('POST', '/admin/api/settings/brands/domains?merchant=third', admin.auth, {
      domain: 'LOCALHOST',
    });
    expect([taken.statusCode, taken.json().code, taken.json().message]).toEqual([
      409,
      'settings.domain_taken',
      'The domain localhost already belongs to the brand arcadia.',
    ]);
    expect((await auditOf('POST /admin/api/settings/brands/domains')).at(-1)).toMatchObject({
      target: 'merchant=third domain=localhost',
      status: 409,
    });
  });

  it('removes a domain, but never the primary or the last one, with the reason in the language asked', async () => {
    await createMerchant(db(), { code: 'fourth' });
    const admin = await operatorToken(db(), 'admin');
    const add = (domain: string, isRoute = false) =>
      inject('POST', '/admin/api/settings/brands/domains?merchant=fourth', admin.auth, { domain, isRoute });
    await add('main.example');
    await add('alt.example', true);
    await add('extra.example');
    const url = (domain: string) => `/admin/api/settings/brands/domains/${domain}?merchant=fourth`;
    const primary = await t.app.inject({
      method: 'DELETE',
      url: url('main.example'),
      headers: { ...admin.auth, Language: 'pt-BR' },
    });
    expect([primary.statusCode, primary.json().code, primary.json().message]).toEqual([
      422,
      'settings.domain_primary',
      'main.example é o domínio principal de fourth e não pode ser removido: jogadores e links chegam à marca por ele.',
    ]);
    const removed = await inject('DELETE', url('extra.example'), admin.auth);
    expect(domains(removed)).toEqual(['main.example', 'alt.example']);
    expect((await inject('DELETE', url('alt.example'), admin.auth)).statusCode).toBe(200);
    const last = await inject('DELETE', url('main.example'), admin.auth);
    expect([last.statusCode, last.json().code]).toEqual([422, 'settings.domain_last']);
    expect((await inject('DELETE', url('nowhere.example'), admin.auth)).statusCode).toBe(404);
    const trail = await auditOf('DELETE /admin/api/settings/brands/domains/:domain');
    // (This brand's entries only.)
    expect(trail.map((e) => [e.target, e.status])).toEqual([
      ['merchant=fourth domain=main.example', 422],
      ['merchant=fourth domain=extra.example', 200],
      ['merchant=fourth domain=alt.example', 200],
      ['merchant=fourth domain=main.example', 422],
      ['merchant=fourth domain=nowhere.example', 404],
    ]);
    expect(JSON.parse(trail[1]!.before_json!)).toEqual({ domain: 'extra.example', isRoute: false });
    // The host no longer leads to the brand.
    expect((await add('extra.example')).statusCode).toBe(200);
  });

  it('is for admins: readers and a brand’s operator of another brand are refused', async () => {
    const other = await createMerchant(db(), { code: 'fifth' });
    const reader = await operatorToken(db(), 'readonly');
    const refused = await inject('POST', '/admin/api/settings/brands/domains', reader.auth, { domain: 'x.example' });
    expect(refused.statusCode).toBe(403);
    const bound = await operatorToken(db(), 'admin', other.id);
    const elsewhere = await inject(
      'DELETE',
      '/admin/api/settings/brands/domains/localhost?merchant=arcadia',
      bound.auth,
    );
    expect(elsewhere.statusCode).toBe(403);
  });
});

describe('who may look and who may change', () => {
  it('lets readers (risk, readonly) look but not change, and refuses both to roles without settings', async () => {
    const reads = ['site-status', 'registration-fields', 'flags', 'brands'].map((p) => `/admin/api/settings/${p}`);
    for (const role of ['risk', 'readonly'] as const) {
      const reader = await operatorToken(db(), role);
      for (const url of reads)
        expect({ url, status: (await inject('GET', url, reader.auth)).statusCode }).toEqual({ url, status: 200 });
      const refused = await inject('PUT', '/admin/api/settings/maintenance', reader.auth, open);
      expect([refused.statusCode, refused.json().code]).toEqual([403, 'operator.forbidden']);
    }
    const marketing = await operatorToken(db(), 'marketing');
    for (const url of reads) expect((await inject('GET', url, marketing.auth)).statusCode).toBe(403);
    const refusedFlag = await inject('PUT', '/admin/api/settings/flags/FREEPLAY3', marketing.auth, { enabled: false });
    expect(refusedFlag.statusCode).toBe(403);
    // A refusal is in the trail too, and nothing changed.
    expect((await auditOf('PUT /admin/api/settings/flags/:modId')).at(-1)).toMatchObject({ status: 403 });
    expect((await inject('GET', '/admin/api/settings/site-status', {})).statusCode).toBe(401);
  });
});

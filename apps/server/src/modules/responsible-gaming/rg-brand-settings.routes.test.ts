import { describe, expect, it } from 'vitest';
import { RG_BRAND_DEFAULTS, getRgBrandSettings, type RgBrandSettings } from '@arcadia/contracts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { newMember } from '../../../test/wallet-fixtures.ts';

const t = useTestApp({ RATE_LIMIT_PER_MINUTE: '100000' });
const db = () => t.database.db;
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, auth: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: { ...auth, Language: 'en' }, ...(payload ? { payload } : {}) });

const licence21: RgBrandSettings = {
  minimumAge: 21,
  agreementTicked: false,
  depositLimitPrompt: 'first_deposit',
  realityCheckMinutes: 30,
  realityCheckRange: { min: 15, max: 60 },
  sessionLimitRange: { min: 30, max: 240 },
};

describe('brand responsible-gaming settings routes', () => {
  it('answers the spec’s defaults to anyone until the brand saves its own, then the saved ones', async () => {
    const before = await inject('GET', '/wps/system/setting/responsible-gaming', {});
    expect(getRgBrandSettings.response.parse(before.json()).value).toEqual(RG_BRAND_DEFAULTS);
    expect(RG_BRAND_DEFAULTS).toMatchObject({ minimumAge: 18, agreementTicked: true, depositLimitPrompt: 'off' });

    const admin = await operatorToken(db(), 'admin');
    const saved = await inject('PUT', '/admin/api/responsible-gaming/settings', admin.auth, licence21);
    expect([saved.statusCode, saved.json().value]).toEqual([200, licence21]);
    expect((await inject('GET', '/wps/system/setting/responsible-gaming', {})).json().value).toEqual(licence21);
    expect((await inject('GET', '/admin/api/responsible-gaming/settings', admin.auth)).json().value).toEqual(licence21);
    const audit = await db()
      .selectFrom('audit_log')
      .select(['target', 'status'])
      .where('target', 'like', 'merchant=%')
      .execute();
    expect(audit).toContainEqual({ target: expect.stringMatching(/^merchant=\d+$/), status: 200 });
  });

  it('refuses settings outside the rules: an age other than 18 or 21, a default outside its range, crossed or too wide ranges', async () => {
    const admin = await operatorToken(db(), 'admin');
    const current = (await inject('GET', '/wps/system/setting/responsible-gaming', {})).json().value;
    const put = (patch: object) =>
      inject('PUT', '/admin/api/responsible-gaming/settings', admin.auth, { ...licence21, ...patch });
    for (const patch of [
      { minimumAge: 16 },
      { realityCheckMinutes: 90 },
      { realityCheckRange: { min: 60, max: 15 } },
      { realityCheckRange: { min: 5, max: 60 } },
      { sessionLimitRange: { min: 30, max: 2000 } },
      { depositLimitPrompt: 'always' },
    ]) {
      const refused = await put(patch);
      expect([refused.statusCode, refused.json().code], JSON.stringify(patch)).toEqual([400, 'request.invalid']);
    }
    expect((await inject('GET', '/wps/system/setting/responsible-gaming', {})).json().value).toEqual(current);
  });

  it('lets admins and risk change the settings (a licence matter), readers only look, and others not at all', async () => {
    const url = '/admin/api/responsible-gaming/settings';
    const risk = await operatorToken(db(), 'risk');
    expect((await inject('PUT', url, risk.auth, licence21)).statusCode).toBe(200);
    // Support restricts members but does not change the brand's rules.
    const support = await operatorToken(db(), 'support');
    expect((await inject('PUT', url, support.auth, licence21)).statusCode).toBe(403);
    const readonly = await operatorToken(db(), 'readonly');
    expect((await inject('GET', url, readonly.auth)).statusCode).toBe(200);
    expect((await inject('PUT', url, readonly.auth, licence21)).statusCode).toBe(403);
    const marketing = await operatorToken(db(), 'marketing');
    expect((await inject('GET', url, marketing.auth)).statusCode).toBe(403);
    expect((await inject('GET', url, {})).statusCode).toBe(401);
  });

  it('finds a member of the brand by username for the console', async () => {
    const { member } = await newMember(db());
    const support = await operatorToken(db(), 'support');
    const url = (username: string) => `/admin/api/responsible-gaming/members?username=${encodeURIComponent(username)}`;
    const found = await inject('GET', url(member.username.toUpperCase()), support.auth);
    expect(found.json().value).toMatchObject({ id: member.id, username: member.username });
    expect((await inject('GET', url('nobody_here'), support.auth)).statusCode).toBe(404);
  });

  it('keeps a member’s reality check and session limit inside the brand’s ranges', async () => {
    const admin = await operatorToken(db(), 'admin');
    await inject('PUT', '/admin/api/responsible-gaming/settings', admin.auth, licence21);
    const { auth } = await newMember(db());
    const reality = (minutes: number | null) =>
      inject('PUT', '/api/responsible-gaming/reality-check', auth, { minutes });
    const tooOften = await reality(10);
    expect([tooOften.statusCode, tooOften.json().errors]).toEqual([
      400,
      [{ field: 'minutes', key: 'validation.minutes_range', params: { min: 15, max: 60 } }],
    ]);
    expect((await reality(45)).json().value.realityCheckMinutes).toBe(45);
    expect((await reality(null)).json().value.realityCheckMinutes).toBeNull();
    const session = (minutes: number) =>
      inject('PUT', '/api/responsible-gaming/limits', auth, { kind: 'session', period: 'none', minutes });
    expect((await session(20)).statusCode).toBe(400);
    expect((await session(300)).statusCode).toBe(400);
    expect((await session(120)).json().value.limits).toEqual([
      { kind: 'session', period: 'none', value: '120', pending: null },
    ]);
  });

  it('asks a member to set a deposit limit before the first deposit only when the brand prompts then', async () => {
    const { auth } = await newMember(db());
    const prompt = async () => (await inject('GET', '/api/responsible-gaming/deposit-limit-prompt', auth)).json().value;
    const admin = await operatorToken(db(), 'admin');
    await inject('PUT', '/admin/api/responsible-gaming/settings', admin.auth, RG_BRAND_DEFAULTS);
    expect(await prompt()).toEqual({ prompt: false });
    await inject('PUT', '/admin/api/responsible-gaming/settings', admin.auth, licence21);
    expect(await prompt()).toEqual({ prompt: true });
    await inject('PUT', '/api/responsible-gaming/limits', auth, { kind: 'deposit', period: 'day', amount: '100.00' });
    expect(await prompt()).toEqual({ prompt: false });
    const trial = await newMember(db(), { trial: true });
    expect((await inject('GET', '/api/responsible-gaming/deposit-limit-prompt', trial.auth)).statusCode).toBe(403);
    expect((await inject('GET', '/api/responsible-gaming/deposit-limit-prompt', {})).statusCode).toBe(401);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type * as CaptchaImage from '../verification/captcha-image.ts';
import { accountsClient } from '../../../test/accounts-client.ts';
import { balanceOf } from '../../../test/factories/ledger.ts';
import { createSignedInMember, newMember } from '../../../test/factories/members.ts';
import { operatorToken } from '../../../test/factories/operators.ts';
import { useTestApp } from '../../../test/test-app.ts';

// A known captcha text, so the registration can answer it.
vi.mock('../verification/captcha-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CaptchaImage>()),
  randomCaptchaText: () => 'AbCd',
}));

const t = useTestApp({ TRUSTED_PROXIES: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '100000' }, { ledgerSound: true });
const db = () => t.database.db;
type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers: { Language: 'en', ...headers }, ...(payload ? { payload } : {}) });

const SUMMARY = '/wps/relay/MCSFE_getReferralSummary';
const PROGRAMME = {
  enabled: true,
  registerReward: '2.00',
  depositMin: '20.00',
  depositReward: '5.00',
  turnoverMin: '100.00',
  turnoverReward: '8.00',
};

async function registerWith(ip: string, username: string, referralCode: string, device?: string) {
  const c = accountsClient(t, { ip, ...(device ? { headers: { 'X-Device-Id': device } } : {}) });
  await c.captcha();
  const password = 'secret12';
  return c.register({ username, password, confirmPassword: password, captcha: 'abcd', login: true, referralCode });
}

describe('invite friends', () => {
  it('an operator sets the programme; a member’s link brings a friend; a same-IP friend is held, then approved', async () => {
    const marketing = (await operatorToken(db(), 'marketing')).auth;
    const saved = await call('PUT', '/admin/api/referrals/settings', marketing, PROGRAMME);
    expect(saved.json()).toMatchObject({ success: true, value: PROGRAMME });
    const audit = await db().selectFrom('audit_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.stringify(audit)).toContain('referrals=1');

    const referrer = await createSignedInMember(db(), {}, '203.0.113.10');
    const summary = (await call('GET', SUMMARY, referrer.auth)).json().value;
    expect(summary.link).toMatch(new RegExp(`/register\\?referralCode=${summary.code}$`));
    expect(summary.milestones.map((m: { reward: string }) => m.reward)).toEqual(['2.00', '5.00', '8.00']);

    expect((await registerWith('203.0.113.20', 'friend001', summary.code)).statusCode).toBe(200);
    expect((await registerWith('203.0.113.10', 'friend002', summary.code)).statusCode).toBe(200);
    const after = (await call('GET', SUMMARY, referrer.auth)).json().value;
    expect(after).toMatchObject({ invited: 2, totals: { paid: '2.00', held: '2.00', rejected: '0.00' } });
    expect(after.referred.map((r: { username: string }) => r.username).sort()).toEqual(['f****1', 'f****2']);
    expect(await balanceOf(db(), referrer.member.id)).toBe(200n);

    const held = (await call('GET', '/admin/api/referrals/held', marketing)).json().value.list;
    expect(held).toEqual([
      expect.objectContaining({ referred: 'friend002', milestone: 'registered', amount: '2.00', reasons: ['same_ip'] }),
    ]);
    const approved = await call('POST', `/admin/api/referrals/held/${held[0].id}/review`, marketing, {
      decision: 'approve',
    });
    expect(approved.json().value).toMatchObject({ state: 'paid' });
    const twice = await call('POST', `/admin/api/referrals/held/${held[0].id}/review`, marketing, {
      decision: 'reject',
    });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'referrals.reward_not_held']);
    expect(await balanceOf(db(), referrer.member.id)).toBe(400n);
  });

  it('a friend registering on the browser the referrer shares from is held (same device), whatever the IP', async () => {
    const marketing = (await operatorToken(db(), 'marketing')).auth;
    await call('PUT', '/admin/api/referrals/settings', marketing, PROGRAMME);
    const referrer = await createSignedInMember(db(), {}, '203.0.113.40');
    const device = 'browser-0123456789';
    const { code } = (await call('GET', SUMMARY, { ...referrer.auth, 'X-Device-Id': device })).json().value;
    expect((await registerWith('203.0.113.41', 'friend003', code, device)).statusCode).toBe(200);
    expect((await registerWith('203.0.113.42', 'friend004', code, 'another-browser-1')).statusCode).toBe(200);
    const held = (await call('GET', '/admin/api/referrals/held', marketing)).json().value.list;
    expect(held.filter((r: { referrer: string }) => r.referrer === referrer.member.username)).toEqual([
      expect.objectContaining({ referred: 'friend003', reasons: ['same_device'] }),
    ]);
    expect(await balanceOf(db(), referrer.member.id)).toBe(200n);
  });

  it('refuses visitors, trial accounts, a switched-off programme and operators without the permission', async () => {
    expect((await call('GET', SUMMARY, {})).statusCode).toBe(401);
    const trial = await newMember(db(), { trial: true });
    expect((await call('GET', SUMMARY, trial.auth)).statusCode).toBe(403);
    const support = (await operatorToken(db(), 'support')).auth;
    expect((await call('PUT', '/admin/api/referrals/settings', support, PROGRAMME)).statusCode).toBe(403);
    expect(
      (await call('POST', '/admin/api/referrals/held/1/review', support, { decision: 'approve' })).statusCode,
    ).toBe(403);
    const marketing = (await operatorToken(db(), 'marketing')).auth;
    const bad = await call('PUT', '/admin/api/referrals/settings', marketing, { ...PROGRAMME, depositReward: 'x' });
    expect([bad.statusCode, bad.json().errors?.[0]?.field]).toEqual([400, 'depositReward']);
    await call('PUT', '/admin/api/referrals/settings', marketing, { ...PROGRAMME, enabled: false });
    const member = await createSignedInMember(db(), {}, '203.0.113.30');
    const off = await call('GET', SUMMARY, { ...member.auth, Language: 'pt' });
    expect([off.statusCode, off.json().code, off.json().message]).toEqual([
      404,
      'referrals.not_offered',
      'O programa de indicação de amigos não está ativo neste site.',
    ]);
    expect((await call('GET', '/admin/api/referrals/settings', marketing)).json().value.enabled).toBe(false);
  });
});

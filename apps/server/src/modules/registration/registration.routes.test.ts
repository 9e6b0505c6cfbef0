import { describe, expect, it, vi } from 'vitest';
import type * as CaptchaImage from '../verification/captcha-image.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { accountsClient, latestSmsCode } from '../../../test/accounts-client.ts';
import { updateFieldSetting } from '../register-settings/register-settings.usecases.ts';
import { withFlagOff } from '../../../test/factories/flags.ts';
import { membersRepository } from '../members/members.repository.ts';

// A known captcha text, so tests can answer it; everything else about captchas is real.
vi.mock('../verification/captcha-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CaptchaImage>()),
  randomCaptchaText: () => 'AbCd',
}));

const t = useTestApp({ TRUSTED_PROXIES: '127.0.0.1' });

const valid = { username: 'player01', password: 'secret12', confirmPassword: 'secret12', captcha: 'abcd', login: true };

/** Registers `valid` with `changes` from `ip`, once the captcha has been fetched there. */
async function registerFrom(ip: string, changes: Record<string, unknown>) {
  const c = accountsClient(t, { ip });
  await c.captcha();
  return c.register({ ...valid, ...changes });
}

describe('PUT /wps/member/register', () => {
  it('registers, logs the new member in and answers the session', async () => {
    const c = accountsClient(t, { ip: '198.51.100.1' });
    await c.captcha();
    const res = await c.register(valid);
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value.username).toBe('player01');
    expect(value.session.token).toMatch(/^[\w-]{43}$/);
    expect(value.session.user).toMatchObject({ account: 'player01', type: 0, toUpline: false });
    const info = await c.get('/wps/member/info', value.session.token);
    expect(info.json().value.account).toBe('player01');
  });

  it('refuses a duplicate username case-insensitively with 409 and creates nothing', async () => {
    const res = await registerFrom('198.51.100.2', { username: 'PLAYER01' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('register.username_taken');
  });

  it('checks every field against the brand settings with reg_pattern_{id} and the bounds', async () => {
    const res = await registerFrom('198.51.100.3', {
      username: 'ab c',
      password: 'x',
      confirmPassword: 'y',
      email: 'not-mail',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'username', key: 'reg_pattern_22', params: { min: 6, max: 16 } },
        { field: 'password', key: 'reg_pattern_5', params: { min: 6, max: 20 } },
        { field: 'email', key: 'reg_pattern_2', params: { min: 6, max: 100 } },
      ]),
    );
  });

  it('applies an operator change to a field rule at once (required, pattern, accepted pattern)', async () => {
    const merchantId = (await membersRepository.findByUsername(t.database.db, 1, 'demo_agent'))!.merchantId;
    await updateFieldSetting(t.database.db, merchantId, 'register', 'qqNum', {
      enabled: true,
      required: true,
      patternId: 3,
      minLength: 5,
      maxLength: 12,
    });
    await updateFieldSetting(t.database.db, merchantId, 'register', 'username', { acceptedPattern: 'vip.*' });
    try {
      const res = await registerFrom('198.51.100.4', { username: 'player77' });
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'qqNum', key: 'validation.required' },
          { field: 'username', key: 'reg_pattern_22', params: { min: 6, max: 16 } },
        ]),
      );
    } finally {
      await updateFieldSetting(t.database.db, merchantId, 'register', 'qqNum', { enabled: false, required: false });
      await updateFieldSetting(t.database.db, merchantId, 'register', 'username', { acceptedPattern: '*' });
    }
  });

  it('refuses a wrong captcha, and a captcha fetched by someone else', async () => {
    const c = accountsClient(t, { ip: '198.51.100.5' });
    await c.captcha();
    const wrong = await c.register({ ...valid, username: 'player02', captcha: 'zzzz' });
    expect(wrong.json().code).toBe('auth.captcha_invalid');
    const stranger = accountsClient(t, { ip: '198.51.100.6' }); // no captcha cookie
    const res = await stranger.register({ ...valid, username: 'player02' });
    expect(res.json().code).toBe('auth.captcha_invalid');
  });

  it('a good affiliate code makes the member a downline of that agent; a bad one stops registration', async () => {
    const c = accountsClient(t, { ip: '198.51.100.7' });
    expect((await c.get('/wps/agent/affiliate?code=NOPE99')).json().code).toBe('register.invitation_code_error');
    expect((await c.get('/wps/agent/affiliate?code=ARCADIA1')).json().value).toEqual({
      valid: true,
      agentNickname: 'Demo Agent',
    });
    await c.captcha();
    const bad = await c.register({ ...valid, username: 'player03', affiliateCode: 'NOPE99' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('register.invitation_code_error');
    expect(await membersRepository.findByUsername(t.database.db, 1, 'player03')).toBeUndefined();
    await c.captcha();
    const good = await c.register({
      ...valid,
      username: 'player03',
      affiliateCode: 'arcadia1',
      referralCode: 'SUMMER',
    });
    expect(good.json().value.session.user.toUpline).toBe(true);
    const agent = await membersRepository.findByUsername(t.database.db, 1, 'demo_agent');
    const team = await t.database.db
      .selectFrom('member_closure')
      .select('depth')
      .where('ancestor_id', '=', agent!.id)
      .execute();
    expect(team.map((r) => Number(r.depth)).sort()).toEqual([0, 1, 1]); // itself, demo_player, player03
  });

  it('login=false registers without a session', async () => {
    const res = await registerFrom('198.51.100.8', { username: 'player04', login: false });
    expect(res.json().value).toEqual({ username: 'player04', session: null });
  });

  it('refuses a plaintext registration', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/wps/member/register', payload: valid });
    expect(res.json().code).toBe('request.encryption_required');
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('verifies the SMS code read from the outbox and uses the number as the username', async () => {
    const c = accountsClient(t, { ip: '200.147.67.10' });
    const sms = await c.registerSms({ mobileNum: '11987654321', countryDialingCode: '+55' }, 'abcd');
    expect(sms.json().value.expiredMinutes).toBeGreaterThan(0);
    const code = await latestSmsCode(t, '+5511987654321');
    const wrong = await c.registerMobile({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: '000000',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(wrong.json().code).toMatch(/^sms\./);
    const res = await c.registerMobile({
      mobileNum: '11987654321',
      countryDialingCode: '+55',
      verificationCode: code,
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.username).toBe('5511987654321');
    const again = await c.registerSms({ mobileNum: '11987654321', countryDialingCode: '+55' }, 'abcd');
    expect(again.statusCode).toBe(409);
  });

  it('is refused when the brand turns mobile registration off', async () => {
    await withFlagOff(t.database.db, 'MOBILEREG3', async () => {
      const res = await accountsClient(t, { ip: '198.51.100.9' }).registerMobile({
        mobileNum: '11900000000',
        countryDialingCode: '+55',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('register.disabled');
    });
  });
});

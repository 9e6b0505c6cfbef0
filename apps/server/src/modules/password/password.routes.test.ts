import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { accountsClient, latestOutboxMatch, latestSmsCode } from '../../../test/accounts-client.ts';
import { withFlagOff } from '../../../test/factories/flags.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-members.ts';
import { createSignedInMember } from '../../../test/factories/members.ts';

// A known captcha text (allowed in tests only), so an SMS code can be asked for.
const t = useTestApp({ TRUSTED_PROXIES: '127.0.0.1', CAPTCHA_TEST_TEXT: 'Pw42' });

const form = (values: Record<string, string>) => ({
  payload: new URLSearchParams(values).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', Language: 'en', 'X-Forwarded-For': '198.51.100.77' },
});

/** The token of the reset link in the newest e-mail to `to`. */
const latestEmailLink = async (to: string): Promise<string> =>
  decodeURIComponent(await latestOutboxMatch(t, to, /resetPassword\?token=([\w%-]+)/, 'no reset link in the e-mail'));

describe('forgot password by e-mail', () => {
  it('refuses a username and e-mail that do not belong together, sending nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      ...form({ username: 'demo_player', email: 'agent@arcadia.example' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('password.user_email_mismatch');
  });

  it('e-mails a single-use link; the new password works and every old session ends', async () => {
    const c = accountsClient(t, { ip: '198.51.100.78' });
    const old = (await c.login({ username: 'demo_player', password: DEMO_ACCOUNTS.player.password })).json().value
      .token;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      ...form({ username: 'demo_player', email: 'player@arcadia.example' }),
    });
    expect(sent.statusCode).toBe(200);
    const token = await latestEmailLink('player@arcadia.example');

    const mismatch = await c.post('/wps/member/password/reset', {
      token,
      newPassword: 'Fresh#Pass9',
      confirmNewPassword: 'Other#Pass9',
    });
    expect(mismatch.json().errors).toEqual([{ field: 'confirmNewPassword', key: 'validation.confirm_mismatch' }]);
    const ok = await c.post('/wps/member/password/reset', {
      token,
      newPassword: 'Fresh#Pass9',
      confirmNewPassword: 'Fresh#Pass9',
    });
    expect(ok.statusCode).toBe(200);
    const again = await c.post('/wps/member/password/reset', {
      token,
      newPassword: 'Fresh#Pass8',
      confirmNewPassword: 'Fresh#Pass8',
    });
    expect(again.json().code).toBe('password.reset_invalid');

    expect((await c.get('/wps/member/info', old)).statusCode).toBe(401);
    expect((await c.login({ username: 'demo_player', password: 'Fresh#Pass9' })).statusCode).toBe(200);
    expect(t.logs.join('\n')).not.toContain(token);
  });
});

describe('forgot password by phone', () => {
  /** The member's phone, as the forms send it (Brazilian, so +55 11 91234-5678). */
  const PHONE = { mobileNum: '11912345678', countryDialingCode: '+55' };

  it('sets the new password with the SMS code and logs the member in', async () => {
    const c = accountsClient(t, { ip: '198.51.100.79' });
    await c.registerSms(PHONE, 'pw42');
    const regCode = await latestSmsCode(t, '+5511912345678');
    const reg = await c.registerMobile({
      ...PHONE,
      verificationCode: regCode,
      password: 'First#Pass1',
      confirmPassword: 'First#Pass1',
    });
    expect(reg.statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 1100)); // one SMS per second per number
    const sent = await c.smsCode('forgotPassword', PHONE, 'pw42');
    expect(Date.parse(sent.json().value.expirationTime)).toBeGreaterThan(Date.now());
    const code = await latestSmsCode(t, '+5511912345678');
    const res = await c.encrypted('POST', '/wps/member/password/verification', {
      ...PHONE,
      verificationCode: code,
      newPassword: 'Second#Pass2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().value.user.account).toBe('5511912345678');
    expect((await c.login({ username: '5511912345678', password: 'Second#Pass2' })).statusCode).toBe(200);
  });

  it('is refused when the brand does not offer it (CHNGPASSVERIF3 off)', async () => {
    await withFlagOff(t.database.db, 'CHNGPASSVERIF3', async () => {
      const res = await accountsClient(t, { ip: '198.51.100.80' }).encrypted(
        'POST',
        '/wps/member/password/verification',
        {
          ...PHONE,
          verificationCode: '123456',
          newPassword: 'Third#Pass3',
        },
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('password.recovery_disabled');
    });
  });
});

describe('member profile calls', () => {
  it('avatar presets, choosing one, the icon, and the language', async () => {
    const c = accountsClient(t, { ip: '198.51.100.81' });
    const { token } = (await c.login({ username: 'demo_agent', password: DEMO_ACCOUNTS.agent.password })).json().value;
    const avatars = (await c.get('/wps/relay/MCSFE_getPlayerAvatar', token)).json().value;
    expect(avatars.avatars).toHaveLength(12);
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, payload, headers: { authorization: `Bearer ${token}`, Language: 'en' } });
    expect((await put('/wps/member/info/icon', { avatarId: 'avatar-09' })).json().value.icon).toBe(
      '/avatars/avatar-09.svg',
    );
    expect((await put('/wps/member/info/icon', { avatarId: 'nope' })).statusCode).toBe(400);
    expect((await c.get('/wps/member/info/icon', token)).json().value.avatarId).toBe('avatar-09');
    expect((await put('/wps/member/language', { language: 'vi' })).json().value.language).toBe('vi');
    expect((await c.get('/wps/member/info', token)).json().value).toMatchObject({
      language: 'vi',
      avatar: '/avatars/avatar-09.svg',
    });
  });
});

describe('changing the password inside a session', () => {
  it('locks the old-password check after five wrong answers, so a borrowed session cannot guess it', async () => {
    const { token } = await createSignedInMember(t.database.db, { password: 'Right#Pass1' });
    const c = accountsClient(t, { ip: '198.51.100.78' });
    const change = (oldPassword: string) =>
      c.changePassword(token, { oldPassword, newPassword: 'Next#Pass22', confirmNewPassword: 'Next#Pass22' });
    const wrong = await Promise.all(Array.from({ length: 8 }, (_, i) => change(`wrong-${i}`)));
    expect(wrong.filter((r) => r.json().code === 'password.old_incorrect')).toHaveLength(5);
    expect(wrong.filter((r) => r.json().code === 'auth.locked')).toHaveLength(3);
    const right = await change('Right#Pass1');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});

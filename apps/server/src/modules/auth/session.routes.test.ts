import { describe, expect, it, vi } from 'vitest';
import type * as CaptchaImage from '../verification/captcha-image.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { accountsClient } from '../../../test/accounts-client.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-members.ts';
import { createMember } from '../../../test/factories/members.ts';
import { membersRepository } from '../members/members.repository.ts';
import { closeExpiredTrials, TRIAL_DEMO_CREDIT } from './freeplay.usecases.ts';
import { checkLedger } from '../ledger/ledger-check.usecases.ts';

vi.mock('../verification/captcha-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CaptchaImage>()),
  randomCaptchaText: () => 'WXYZ',
}));

const t = useTestApp({ TRUSTED_PROXIES: '127.0.0.1' });

const player = DEMO_ACCOUNTS.player;

describe('POST /wps/session/login', () => {
  it('logs in with trimmed values and answers token, flags and user information', async () => {
    const res = await accountsClient(t, { ip: '198.51.100.1' }).login({
      username: `  ${player.username} `,
      password: ` ${player.password} `,
    });
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, mustChangePassword: false });
    expect(value.user).toMatchObject({
      account: 'demo_player',
      clubLabel: { labelName: 'VIP 3', rankLevel: 3 },
      memberLabel: [{ labelName: 'New' }],
    });
    const second = await accountsClient(t, { ip: '198.51.100.2' }).login({
      username: player.username,
      password: player.password,
    });
    expect(second.json().value.firstTimeLogin).toBe(false);
  });

  it("names the member's labels in the site language (the operator's name where a language has none)", async () => {
    const login = async (language: string) =>
      (
        await accountsClient(t, { ip: '198.51.100.3', language }).login({
          username: player.username,
          password: player.password,
        })
      ).json().value;
    const pt = await login('pt');
    expect(pt.user).toMatchObject({ clubLabel: { labelName: 'VIP 3' }, memberLabel: [{ labelName: 'Novo' }] });
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: `Bearer ${pt.token}`, Language: 'vi' },
    });
    expect(info.json().value.memberLabel).toEqual([expect.objectContaining({ labelName: 'Mới' })]);
  });

  it('asks for a captcha after repeated failures, then accepts a login with the right captcha', async () => {
    const c = accountsClient(t, { ip: '203.0.113.50' });
    const fails = [];
    for (let i = 0; i < 3; i++) fails.push(await c.login({ username: 'demo_agent', password: 'wrong-pass' }));
    expect(fails[0]!.json()).toMatchObject({ code: 'auth.invalid_credentials', value: null });
    expect(fails[2]!.json()).toMatchObject({ code: 'auth.invalid_credentials', value: { captcha: true } });
    const without = await c.login({ username: 'demo_agent', password: DEMO_ACCOUNTS.agent.password });
    expect(without.json()).toMatchObject({ code: 'auth.captcha_required', value: { captcha: true } });
    await freshCaptcha(c);
    const wrongCaptcha = await c.login({
      username: 'demo_agent',
      password: DEMO_ACCOUNTS.agent.password,
      captcha: 'nope',
    });
    expect(wrongCaptcha.json().code).toBe('auth.captcha_invalid');
    await freshCaptcha(c);
    const ok = await c.login({
      username: 'demo_agent',
      password: DEMO_ACCOUNTS.agent.password,
      captcha: 'wxyz',
      agent: true,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('locks the account out progressively, with Retry-After', async () => {
    await seedMember('lockme01', 'Right#Pass1');
    const c = accountsClient(t, { ip: '203.0.113.60' });
    let last;
    for (let i = 0; i < 5; i++) {
      // From the third failure on a captcha is required; a client may fetch one per second.
      if (i >= 3) await freshCaptcha(c);
      last = await c.login({ username: 'lockme01', password: 'bad-pass', captcha: 'WXYZ' });
    }
    expect(last!.json().code).toBe('auth.invalid_credentials');
    await freshCaptcha(c);
    const locked = await c.login({ username: 'lockme01', password: 'Right#Pass1', captcha: 'WXYZ' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('auth.locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('30 concurrent wrong passwords and the right one from one address answer as if sent one by one', async () => {
    await seedMember('burst0001', 'Right#Pass1');
    const c = accountsClient(t, { ip: '203.0.113.95' });
    const bodies = Array.from({ length: 31 }, (_, i) => ({
      username: 'burst0001',
      password: i === 15 ? 'Right#Pass1' : 'wrong-pass',
    }));
    const codes = (await Promise.all(bodies.map((b) => c.login(b)))).map((r) => r.json().code as string);
    const count = (code: string) => codes.filter((x) => x === code).length;
    // The login route takes 30 calls a minute from one address; the 31st is refused before any check.
    expect(count('rate_limited')).toBe(1);
    // One by one, three wrong passwords are checked and then a captcha is due. The right password
    // only gets through when it is among those first three checks (which then clears the count).
    if (codes[15] === 'ok') expect(count('auth.invalid_credentials')).toBeGreaterThanOrEqual(3);
    else expect(count('auth.invalid_credentials')).toBe(3);
    expect(count('auth.invalid_credentials')).toBeLessThanOrEqual(5);
    expect(count('auth.captcha_required')).toBe(31 - 1 - count('auth.invalid_credentials') - count('ok'));
  });

  it('refuses the agent login to a non-agent', async () => {
    const res = await accountsClient(t, { ip: '203.0.113.70' }).login({
      username: player.username,
      password: player.password,
      agent: true,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('auth.not_agent');
  });

  it('flags the weak default password 123456 for a forced change', async () => {
    await seedMember('weakling1', '123456');
    const res = await accountsClient(t, { ip: '203.0.113.80' }).login({ username: 'weakling1', password: '123456' });
    expect(res.json().value.mustChangePassword).toBe(true);
  });
});

describe('sessions', () => {
  it('revokes the token at logout', async () => {
    const c = accountsClient(t, { ip: '198.51.100.3' });
    const { token } = (await c.login({ username: player.username, password: player.password })).json().value;
    expect((await c.get('/wps/member/info', token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(200);
    const after = await c.get('/wps/member/info', token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('auth.required');
  });

  it('changing the password keeps this session and revokes the others', async () => {
    await seedMember('changer01', 'First#Pass1');
    const c = accountsClient(t, { ip: '203.0.113.90' });
    const a = (await c.login({ username: 'changer01', password: 'First#Pass1' })).json().value.token;
    const b = (await c.login({ username: 'changer01', password: 'First#Pass1' })).json().value.token;
    const wrongOld = await c.changePassword(a, {
      oldPassword: 'nope',
      newPassword: 'Second#Pass2',
      confirmNewPassword: 'Second#Pass2',
    });
    expect(wrongOld.json().code).toBe('password.old_incorrect');
    const mismatch = await c.changePassword(a, {
      oldPassword: 'First#Pass1',
      newPassword: 'Second#Pass2',
      confirmNewPassword: 'Other#Pass2',
    });
    expect(mismatch.json().errors).toEqual([{ field: 'confirmNewPassword', key: 'validation.confirm_mismatch' }]);
    const ok = await c.changePassword(a, {
      oldPassword: 'First#Pass1',
      newPassword: 'Second#Pass2',
      confirmNewPassword: 'Second#Pass2',
    });
    expect(ok.statusCode).toBe(200);
    expect((await c.get('/wps/member/info', a)).statusCode).toBe(200);
    expect((await c.get('/wps/member/info', b)).statusCode).toBe(401);
    expect((await c.login({ username: 'changer01', password: 'Second#Pass2' })).statusCode).toBe(200);
  });
});

describe('free play', () => {
  it('creates a trial account (isAgent 4) that real-member features refuse with in_need_true_account', async () => {
    const c = accountsClient(t, { ip: '198.51.100.4' });
    const res = await c.freeplay();
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().value;
    expect(user.type).toBe(4);
    const change = await c.changePassword(token, {
      oldPassword: 'x',
      newPassword: 'Second#Pass2',
      confirmNewPassword: 'Second#Pass2',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().code).toBe('auth.trial_refused');
  });

  it('needs gateway version header 3', async () => {
    const c = accountsClient(t, { ip: '198.51.100.5' });
    const res = await c.encrypted('POST', '/wps/session/login/freeplay', {
      random: 'abcdef0123456789',
      os: 'Linux',
      platform: 'W',
    });
    expect(res.statusCode).toBe(400);
  });

  it('starts with demo credit shown as its balance, never mixed with real money', async () => {
    const c = accountsClient(t, { ip: '198.51.100.200' });
    const { token } = (await c.freeplay()).json().value;
    const balance = await c.get('/wps/v2/wallets/balance', token);
    expect(balance.json().value.sumBalance).toBe('2000.00');
    const deposit = await c.get('/wps/payments/channels', token);
    expect(deposit.statusCode).toBe(403);
    expect(TRIAL_DEMO_CREDIT).toBe(200000n);
  });

  it('expired trial accounts are closed by the clean-up: sessions end, demo credit returns', async () => {
    const { user, token } = (await accountsClient(t, { ip: '198.51.100.201' }).freeplay()).json().value;
    await membersRepository.update(t.database.db, Number(user.id), {
      trial_expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await accountsClient(t).get('/wps/member/info', token)).statusCode).toBe(401);
    expect(await closeExpiredTrials(t.database.db)).toBeGreaterThanOrEqual(1);
    const demo = await t.database.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('member_id', '=', Number(user.id))
      .where('kind', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(BigInt(demo.balance)).toBe(0n);
    expect(await closeExpiredTrials(t.database.db)).toBe(0);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });
});

describe('logs', () => {
  it('contain no password, token or code', async () => {
    const { token } = (
      await accountsClient(t, { ip: '198.51.100.8' }).login({ username: player.username, password: player.password })
    ).json().value;
    await accountsClient(t, { ip: '198.51.100.9' }).get('/wps/member/info', token);
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(player.password);
    expect(logs).not.toContain(token);
    expect(logs).not.toContain('First#Pass1');
  });
});

/** Captchas refresh at most once a second per client, as the spec asks. */
async function freshCaptcha(c: ReturnType<typeof accountsClient>) {
  await new Promise((resolve) => setTimeout(resolve, 1050));
  expect((await c.captcha()).statusCode).toBe(200);
}

async function seedMember(username: string, password: string) {
  await createMember(t.database.db, { username, password, nickname: username });
}

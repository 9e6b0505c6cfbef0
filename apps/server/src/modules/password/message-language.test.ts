import { describe, expect, it, vi } from 'vitest';
import type * as CaptchaImage from '../verification/captcha-image.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { accountsClient } from '../../../test/accounts-client.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-members.ts';

// A known captcha text, so the registration below can answer it.
vi.mock('../verification/captcha-image.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof CaptchaImage>()),
  randomCaptchaText: () => 'AbCd',
}));

const t = useTestApp({ TRUSTED_PROXIES: '127.0.0.1' });

/** The reset e-mail is asked for from a page in `language` (the brand's default is Portuguese). */
const askForResetEmail = (username: string, email: string, language: string, ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password/email',
    payload: new URLSearchParams({ username, email }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', Language: language, 'X-Forwarded-For': ip },
  });

const latestEmail = (to: string) =>
  t.database.db
    .selectFrom('outbox_messages')
    .select(['subject', 'body'])
    .where('recipient', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

describe("messages to a member are written in the member's language", () => {
  it('a member who logs in on the English site gets the password e-mail in English, even asked from a Portuguese page', async () => {
    const english = accountsClient(t, { ip: '198.51.100.91', language: 'en' });
    const login = await english.login({ username: 'demo_player', password: DEMO_ACCOUNTS.player.password });
    expect(login.statusCode).toBe(200);
    expect(login.json().value.user.language).toBe('en');

    expect((await askForResetEmail('demo_player', 'player@arcadia.example', 'pt', '198.51.100.92')).statusCode).toBe(
      200,
    );
    const message = await latestEmail('player@arcadia.example');
    expect(message.subject).toMatch(/reset your password/);
    expect(message.body).toMatch(/Open this link within \d+ minutes/);
    expect(`${message.subject} ${message.body}`).not.toMatch(/senha|redefina/);
  });

  it('logging in on another language moves the messages there (Vietnamese)', async () => {
    const vietnamese = accountsClient(t, { ip: '198.51.100.93', language: 'vi' });
    expect(
      (await vietnamese.login({ username: 'demo_player', password: DEMO_ACCOUNTS.player.password })).statusCode,
    ).toBe(200);
    await askForResetEmail('demo_player', 'player@arcadia.example', 'en', '198.51.100.94');
    expect((await latestEmail('player@arcadia.example')).subject).toMatch(/đặt lại mật khẩu/);
  });

  it('a member keeps the language of the page they registered on, not the brand default', async () => {
    const thai = accountsClient(t, { ip: '198.51.100.95', language: 'th' });
    await thai.captcha();
    const res = await thai.register({
      username: 'thai01',
      password: 'secret12',
      confirmPassword: 'secret12',
      captcha: 'abcd',
      email: 'thai01@arcadia.example',
      login: true,
    });
    expect(res.statusCode).toBe(200);
    await askForResetEmail('thai01', 'thai01@arcadia.example', 'pt', '198.51.100.96');
    expect((await latestEmail('thai01@arcadia.example')).subject).toMatch(/รีเซ็ตรหัสผ่าน/);
  });
});

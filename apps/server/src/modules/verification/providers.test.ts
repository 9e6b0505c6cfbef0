import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_ERROR_STATUS } from '../../../../../packages/contracts/src/accounts/verification-errors.ts';
import { ConfigError, loadConfig } from '../../config/config.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createHttpSmsProvider } from './http-sms-provider.ts';
import { ProviderError, createProviders } from './providers.ts';
import { createSmtpEmailProvider } from './smtp-email-provider.ts';
import { verificationErrors } from './verification.errors.ts';
import { verificationRoutes } from './verification.routes.ts';

/** A stand-in SMS gateway that records what it was sent and answers with `status`. */
let gateway: Server;
let gatewayUrl: string;
let status = 200;
const received: { auth: string | undefined; body: { from: string; to: string; text: string } }[] = [];
const readBody = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

beforeAll(async () => {
  gateway = createServer((req, res) => {
    void readBody(req).then((body) => {
      received.push({
        auth: req.headers.authorization,
        body: JSON.parse(body) as { from: string; to: string; text: string },
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ echo: body }));
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
});
afterAll(async () => new Promise<void>((resolve) => gateway.close(() => resolve())));

const lines: string[] = [];
const log = {
  info: (details: object, message: string) => void lines.push(JSON.stringify({ ...details, message })),
  error: (details: object, message: string) => void lines.push(JSON.stringify({ ...details, message })),
};

describe('provider configuration', () => {
  it('defaults both providers to the outbox', () => {
    expect(loadConfig({})).toMatchObject({ sms: { provider: 'outbox' }, email: { provider: 'outbox' } });
  });

  it('names each missing setting of a selected provider', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http', EMAIL_PROVIDER: 'smtp' })).toThrow(ConfigError);
    try {
      loadConfig({ SMS_PROVIDER: 'http', EMAIL_PROVIDER: 'smtp' });
    } catch (error) {
      for (const name of ['SMS_HTTP_URL', 'SMS_HTTP_TOKEN', 'SMTP_URL', 'MAIL_FROM'])
        expect((error as Error).message).toContain(name);
    }
    expect(() => loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://x', SMS_HTTP_TOKEN: 't' })).toThrow(
      /SMS_HTTP_URL/,
    );
  });

  it('reads a complete HTTP SMS and SMTP configuration', () => {
    const config = loadConfig({
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example.com/send',
      SMS_HTTP_TOKEN: 'tok',
      SMS_HTTP_FROM: 'Lucky',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Lucky <no-reply@example.com>',
    });
    expect(config.sms).toEqual({ provider: 'http', url: 'https://sms.example.com/send', token: 'tok', from: 'Lucky' });
    expect(config.email).toEqual({
      provider: 'smtp',
      url: 'smtps://u:p@mail.example.com:465',
      from: 'Lucky <no-reply@example.com>',
    });
  });

  it('error factories answer the statuses the contracts declare', () => {
    const made = Object.values(verificationErrors).map((factory) =>
      (factory as (n: number) => { code: string; status: number })(30),
    );
    expect(Object.fromEntries(made.map((e) => [e.code, e.status]))).toEqual(VERIFICATION_ERROR_STATUS);
  });
});

describe('HTTP SMS provider', () => {
  const provider = () =>
    createHttpSmsProvider({ provider: 'http', url: gatewayUrl, token: 'secret-token', from: 'Lucky' }, log);

  it('posts {from, to, text} as JSON with the Bearer token', async () => {
    status = 200;
    await provider().send('+5511987654321', 'Lucky: code 123456');
    expect(received.at(-1)).toEqual({
      auth: 'Bearer secret-token',
      body: { from: 'Lucky', to: '+5511987654321', text: 'Lucky: code 123456' },
    });
  });

  it('rejects a non-2xx answer and logs the status without the text or the token', async () => {
    status = 503;
    lines.length = 0;
    await expect(provider().send('+5511987654321', 'Lucky: code 654321')).rejects.toBeInstanceOf(ProviderError);
    expect(lines.join('\n')).toMatch(/"status":503/);
    expect(lines.join('\n')).not.toMatch(/654321|secret-token|\+5511987654321/);
  });
});

describe('SMTP e-mail provider', () => {
  it('rejects when the server cannot be reached and logs no content', async () => {
    lines.length = 0;
    const provider = createSmtpEmailProvider(
      { provider: 'smtp', url: 'smtp://127.0.0.1:1', from: 'no-reply@example.com' },
      log,
    );
    await expect(
      provider.send({ to: 'player@example.com', subject: 'Reset', text: 'code 777888' }),
    ).rejects.toBeInstanceOf(ProviderError);
    expect(lines.join('\n')).toContain('p•••@example.com');
    expect(lines.join('\n')).not.toMatch(/777888|player@/);
  });
});

describe('outbox e-mail provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('keeps the message for the CLI and logs only where it went', async () => {
    const { listOutbox } = await import('./outbox.usecases.ts');
    const logs: string[] = [];
    const providers = createProviders({ sms: { provider: 'outbox' }, email: { provider: 'outbox' } }, t.database.db, {
      info: (_d, message) => void logs.push(message),
      error: (_d, message) => void logs.push(message),
    });
    await providers.email.send({ to: 'player@example.com', subject: 'Welcome', text: 'token abc' });
    expect(await listOutbox(t.database.db, { channel: 'email', limit: 5 })).toMatchObject([
      { channel: 'email', recipient: 'player@example.com', subject: 'Welcome', body: 'token abc', provider: 'outbox' },
    ]);
    expect(logs.join()).toMatch(/email queued in outbox #\d+ to p•••@example\.com/);
    expect(logs.join()).not.toContain('token abc');
  });
});

describe('a failing SMS gateway through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    const env = {
      TRUSTED_PROXIES: '127.0.0.1',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gatewayUrl,
      SMS_HTTP_TOKEN: 'secret-token',
    };
    // A known captcha text (tests only): a registration code needs the captcha solved first.
    t = await createTestApp({ ...env, CAPTCHA_TEST_TEXT: 'Sm5s' }, async (app, database) => {
      if (app.hasRoute({ method: 'POST', url: '/wps/verification/sms/register' })) return;
      await app.register(verificationRoutes, {
        db: database.db,
        providers: createProviders(loadConfig(env), database.db, app.log),
        mobileOwner: async () => null,
      });
    });
  });
  afterAll(async () => t.close());

  it('answers a localised sms.send_failed (502) and logs neither the code nor the text', async () => {
    status = 500;
    const from = { Language: 'pt', 'X-Forwarded-For': '203.0.113.50' };
    const image = await t.app.inject({ method: 'GET', url: '/wps/captcha', headers: from });
    const key = /arc_captcha=([^;]+)/.exec(String(image.headers['set-cookie']))![1]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      headers: { ...from, cookie: `arc_captcha=${key}` },
      payload: { mobileNum: '11966660001', countryDialingCode: '+55', challenge: { captcha: 'sm5s' } },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'sms.send_failed',
      message: 'Não foi possível enviar o SMS. Tente novamente mais tarde.',
    });
    const text = received.at(-1)!.body.text;
    const code = /\d{6}/.exec(text)![0];
    const logs = t.logs.join('');
    expect(logs).toContain('sms gateway refused the message');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain('secret-token');
  });
});

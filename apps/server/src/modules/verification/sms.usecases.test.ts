import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsRepository } from '../merchants/merchants.repository.ts';
import { listOutbox } from './outbox.usecases.ts';
import { createOutboxSmsProvider } from './outbox-providers.ts';
import type { SmsProvider } from './providers.ts';
import { consumeSmsCode, normaliseMobile, sendSmsCode, SMS_CODE_TTL_MINUTES } from './sms.usecases.ts';

let database: DbHandle;
let merchant: Merchant;
const logLines: string[] = [];
const log = {
  info: (details: object, message: string) => void logLines.push(JSON.stringify({ ...details, msg: message })),
  error: (details: object, message: string) => void logLines.push(JSON.stringify({ ...details, msg: message })),
};
let sms: SmsProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  merchant = (await merchantsRepository.findByCode(database.db, 'arcadia'))!;
  sms = createOutboxSmsProvider(database.db, log);
});
afterAll(async () => database.close());

const T0 = new Date('2030-01-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MIN = 60_000;

/** Numbers and IPs differ per test so the throttles of one test never touch another. */
function send(
  mobileNum: string,
  options: {
    ip?: string;
    now?: Date;
    purpose?: 'register' | 'login' | 'forgotPassword';
    provider?: SmsProvider;
    deliver?: boolean;
  } = {},
) {
  return sendSmsCode(
    database.db,
    { sms: options.provider ?? sms, now: () => options.now ?? T0 },
    {
      merchant,
      purpose: options.purpose ?? 'register',
      countryDialingCode: '+55',
      mobileNum,
      ip: options.ip ?? '198.51.100.1',
      language: 'en',
      ...(options.deliver === undefined ? {} : { deliver: options.deliver }),
    },
  );
}

async function latestCode(mobile: string): Promise<string> {
  const [message] = await listOutbox(database.db, { channel: 'sms', recipient: mobile, limit: 1 });
  return /\b(\d{6})\b/.exec(message!.body)![1]!;
}

const consume = (mobile: string, code: string, now = T0, purpose: 'register' | 'login' = 'register') =>
  consumeSmsCode(database.db, { merchantId: merchant.id, purpose, mobile, code, now });

describe('normaliseMobile', () => {
  it('turns national, spaced and trunk-prefixed input into E.164', () => {
    expect(normaliseMobile('+55', '11987654321')).toBe('+5511987654321');
    expect(normaliseMobile('55', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normaliseMobile('+66', '081 234 5678')).toBe('+66812345678');
    expect(normaliseMobile('+84', '+84912345678')).toBe('+84912345678');
  });

  it('refuses junk, landlines and a number of another country with mobile.invalid', () => {
    for (const [cc, num] of [
      ['+55', '123'],
      ['+55', 'abc'],
      ['+55', '1133334444'],
      ['+55', '+447400123456'],
      ['', '11987654321'],
    ] as const) {
      expect(() => normaliseMobile(cc, num)).toThrow(expect.objectContaining({ code: 'mobile.invalid', status: 400 }));
    }
  });
});

describe('sending an SMS code', () => {
  it('texts a 6-digit code valid for 5 minutes in the brand name, via the outbox', async () => {
    const sent = await send('11911110001');
    expect(sent).toEqual({ mobile: '+5511911110001', expiresAt: at(5 * MIN), expiredMinutes: SMS_CODE_TTL_MINUTES });
    const [message] = await listOutbox(database.db, { recipient: '+5511911110001', limit: 5 });
    expect(message).toMatchObject({ channel: 'sms', merchantId: merchant.id, provider: 'outbox' });
    expect(message!.body).toMatch(/your verification code is \d{6}\. It expires in 5 minutes/);
    expect(message!.body).toContain(merchant.config.logoText || merchant.name);
  });

  it('never writes the code or the text to a log line, nor stores the code in clear', async () => {
    await send('11911110002', { ip: '198.51.100.2' });
    const code = await latestCode('+5511911110002');
    const line = logLines.find((l) => l.includes('0002;'))!;
    expect(line).toMatch(/sms queued in outbox #\d+ to \+55•+0002; read it with npm run admin -- outbox/);
    expect(logLines.join('\n')).not.toContain(code);
    expect(logLines.join('\n')).not.toContain('verification code');
    const rows = await database.db.selectFrom('sms_codes').selectAll().where('mobile', '=', '+5511911110002').execute();
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('refuses a second request for the same number within a second, and from the same IP', async () => {
    await send('11911110003', { ip: '198.51.100.3', purpose: 'login' });
    await expect(send('11911110003', { ip: '198.51.100.33', now: at(999) })).rejects.toMatchObject({
      code: 'sms.too_frequent',
      status: 429,
    });
    await expect(send('11911110004', { ip: '198.51.100.3', now: at(500) })).rejects.toMatchObject({
      code: 'sms.too_frequent',
    });
    await expect(send('11911110003', { ip: '198.51.100.33', now: at(1000) })).resolves.toMatchObject({
      mobile: '+5511911110003',
    });
  });

  it('refuses a new code while one for the same number and purpose is live, telling the seconds left', async () => {
    await send('11911110005', { ip: '198.51.100.5' });
    const refused = await send('11911110005', { ip: '198.51.100.5', now: at(90_000) }).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'sms.code_live',
      status: 429,
      params: { seconds: 210 },
      headers: { 'Retry-After': '210' },
    });
    await expect(send('11911110005', { ip: '198.51.100.5', now: at(5 * MIN) })).resolves.toBeTruthy();
  });

  it('caps each number at 10 codes a day, whatever the IP, then frees it on a rolling window', async () => {
    for (let i = 0; i < 10; i++) await send('11911110006', { ip: `198.51.100.${60 + i}`, now: at(i * 6 * MIN) });
    const refused = await send('11911110006', { ip: '198.51.100.99', now: at(61 * MIN) }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'sms.too_many', status: 429 });
    expect((refused as { params: { minutes: number } }).params.minutes).toBe(24 * 60 - 61);
    await expect(send('11911110006', { ip: '198.51.100.99', now: at(24 * 60 * MIN) })).resolves.toBeTruthy();
  });

  it('caps each IP at 30 codes a day', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 30; i++) await send(`119222200${String(i).padStart(2, '0')}`, { ip, now: at(i * 2000) });
    await expect(send('11922220099', { ip, now: at(70_000) })).rejects.toMatchObject({
      code: 'sms.too_many',
      status: 429,
    });
    await expect(send('11922220099', { ip: '198.51.100.77', now: at(70_000) })).resolves.toBeTruthy();
  });

  it('answers alike but sends nothing when told not to deliver (unknown numbers at login)', async () => {
    const sent = await send('11911110008', { ip: '198.51.100.8', purpose: 'login', deliver: false });
    expect(sent.expiredMinutes).toBe(5);
    expect(await listOutbox(database.db, { recipient: '+5511911110008', limit: 5 })).toEqual([]);
    await expect(send('11911110008', { ip: '198.51.100.8', purpose: 'login', now: at(2000) })).rejects.toMatchObject({
      code: 'sms.code_live',
    });
  });

  it('answers sms.send_failed (502) when the provider fails, and the dead code does not block a retry', async () => {
    const failing: SmsProvider = { name: 'broken', send: () => Promise.reject(new Error('gateway down')) };
    await expect(send('11911110009', { ip: '198.51.100.9', provider: failing })).rejects.toMatchObject({
      code: 'sms.send_failed',
      status: 502,
    });
    await expect(send('11911110009', { ip: '198.51.100.9', now: at(1000) })).resolves.toBeTruthy();
  });
});

describe('consuming an SMS code', () => {
  it('accepts the right code once', async () => {
    await send('11933330001', { ip: '198.51.100.11' });
    const code = await latestCode('+5511933330001');
    await expect(consume('+5511933330001', code, at(MIN))).resolves.toBeUndefined();
    await expect(consume('+5511933330001', code, at(MIN))).rejects.toMatchObject({
      code: 'sms.code_expired',
      status: 400,
    });
  });

  it('counts wrong codes and kills the code at the 6th attempt, even with the right one', async () => {
    await send('11933330002', { ip: '198.51.100.12' });
    const code = await latestCode('+5511933330002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++)
      await expect(consume('+5511933330002', wrong)).rejects.toMatchObject({ code: 'sms.code_invalid', status: 400 });
    await expect(consume('+5511933330002', code)).rejects.toMatchObject({ code: 'sms.attempts_exceeded' });
    // A dead code no longer blocks asking for a new one.
    await expect(send('11933330002', { ip: '198.51.100.12', now: at(2000) })).resolves.toBeTruthy();
  });

  it('accepts the right code on the 5th attempt', async () => {
    await send('11933330003', { ip: '198.51.100.13' });
    const code = await latestCode('+5511933330003');
    for (let i = 0; i < 4; i++)
      await expect(consume('+5511933330003', 'x')).rejects.toMatchObject({ code: 'sms.code_invalid' });
    await expect(consume('+5511933330003', code)).resolves.toBeUndefined();
  });

  it('refuses a code after 5 minutes, and when none was sent', async () => {
    await send('11933330004', { ip: '198.51.100.14' });
    const code = await latestCode('+5511933330004');
    await expect(consume('+5511933330004', code, at(5 * MIN))).rejects.toMatchObject({ code: 'sms.code_expired' });
    await expect(consume('+5511999999999', '123456')).rejects.toMatchObject({ code: 'sms.code_expired' });
  });

  it('does not accept a code for another purpose', async () => {
    await send('11933330005', { ip: '198.51.100.15' });
    const code = await latestCode('+5511933330005');
    await expect(consume('+5511933330005', code, T0, 'login')).rejects.toMatchObject({ code: 'sms.code_expired' });
    await expect(consume('+5511933330005', code)).resolves.toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../../test/test-db.ts';
import type { Merchant } from '../merchants/merchant.model.ts';
import { merchantsRepository } from '../merchants/merchants.repository.ts';
import { listOutbox } from './outbox.usecases.ts';
import { createOutboxSmsProvider } from './outbox-providers.ts';
import { requestSmsCode, type CaptchaAnswer } from './verification.usecases.ts';
import { issueCaptcha } from './captcha.usecases.ts';

let database: DbHandle;
let merchant: Merchant;
const REGISTERED = '+5511944440001';
/** A member who reads English, on the brand whose default (and the requests' language) is Portuguese. */
const ENGLISH_MEMBER = '+5511944440007';
const mobileOwner = vi.fn(async (_merchantId: number, e164: string) =>
  e164 === REGISTERED ? {} : e164 === ENGLISH_MEMBER ? { language: 'en' as const } : null,
);

beforeAll(async () => {
  database = await createTestDatabase();
  merchant = (await merchantsRepository.findByCode(database.db, 'arcadia'))!;
});
afterAll(async () => database.close());

/** A captcha fetched from `ip` and answered right (its text is fixed, the rest is real). */
const solved = async (ip: string): Promise<CaptchaAnswer> => ({
  key: (await issueCaptcha(database.db, { ip, fixedText: 'Qp4z' })).key,
  answer: 'qp4z',
});
const request = async (
  purpose: 'register' | 'login' | 'forgotPassword',
  mobileNum: string,
  ip: string,
  captcha?: CaptchaAnswer | 'solved',
) =>
  requestSmsCode(
    database.db,
    { sms: createOutboxSmsProvider(database.db, { info: () => {}, error: () => {} }), mobileOwner },
    {
      merchant,
      purpose,
      countryDialingCode: '+55',
      mobileNum,
      ip,
      language: 'pt',
      captcha: captcha === 'solved' ? await solved(ip) : captcha,
    },
  );
const outboxFor = (mobile: string) => listOutbox(database.db, { channel: 'sms', recipient: mobile, limit: 10 });

describe('requesting an SMS code', () => {
  it('registration refuses a number a member already uses (409) and sends nothing', async () => {
    await expect(request('register', '11944440001', '192.0.2.1', 'solved')).rejects.toMatchObject({
      code: 'register.mobile_taken',
      status: 409,
    });
    expect(await outboxFor(REGISTERED)).toEqual([]);
  });

  it('registration texts a free number, in the request language', async () => {
    await expect(request('register', '11944440002', '192.0.2.2', 'solved')).resolves.toMatchObject({
      expiredMinutes: 5,
    });
    const [message] = await outboxFor('+5511944440002');
    expect(message!.body).toMatch(/seu código de verificação é \d{6}/);
  });

  // Each of the three is open to anyone and each SMS costs money: every one needs the captcha.
  for (const [purpose, number, ip] of [
    ['register', '11944440007', '192.0.2.7'],
    ['login', '11944440001', '192.0.2.17'],
    ['forgotPassword', '11944440001', '192.0.2.27'],
  ] as const)
    it(`${purpose} sends nothing without a solved captcha: none, a wrong answer, one fetched elsewhere, one used twice`, async () => {
      const refused = { code: 'captcha.invalid', status: 400 };
      const e164 = `+55${number}`;
      const before = (await outboxFor(e164)).length;
      await expect(request(purpose, number, ip)).rejects.toMatchObject(refused);
      const wrong = await solved(ip);
      await expect(request(purpose, number, ip, { ...wrong, answer: 'nope' })).rejects.toMatchObject(refused);
      await expect(request(purpose, number, ip, await solved('192.0.2.99'))).rejects.toMatchObject(refused);
      // The wrong guess used that image up: its right answer no longer counts either.
      await expect(request(purpose, number, ip, { ...wrong, answer: 'qp4z' })).rejects.toMatchObject(refused);
      expect(await outboxFor(e164)).toHaveLength(before);
      // And whether the number is a member's waits for the captcha, so it cannot be probed without one.
      mobileOwner.mockClear();
      await expect(request(purpose, '11944440001', ip)).rejects.toMatchObject(refused);
      expect(mobileOwner).not.toHaveBeenCalled();
    });

  it('login and recovery answer the same for unknown numbers but only text registered ones', async () => {
    const known = await request('login', '11944440001', '192.0.2.3', 'solved');
    const unknown = await request('login', '11944440003', '192.0.2.4', 'solved');
    expect(Object.keys(unknown)).toEqual(Object.keys(known));
    expect(unknown.expiredMinutes).toBe(known.expiredMinutes);
    expect(await outboxFor(REGISTERED)).toHaveLength(1);
    expect(await outboxFor('+5511944440003')).toEqual([]);

    await request('forgotPassword', '11944440004', '192.0.2.5', 'solved');
    expect(await outboxFor('+5511944440004')).toEqual([]);
  });

  it("a member's login and recovery codes are texted in the member's language, not the page's", async () => {
    await request('login', '11944440007', '192.0.2.8', 'solved');
    const [message] = await outboxFor(ENGLISH_MEMBER);
    expect(message!.body).toMatch(/your verification code is \d{6}/i);
    expect(message!.body).not.toMatch(/código/);
  });

  it('checks the number format before asking whether it is registered', async () => {
    mobileOwner.mockClear();
    await expect(request('login', '12', '192.0.2.6', 'solved')).rejects.toMatchObject({
      code: 'mobile.invalid',
      status: 400,
    });
    expect(mobileOwner).not.toHaveBeenCalled();
  });
});

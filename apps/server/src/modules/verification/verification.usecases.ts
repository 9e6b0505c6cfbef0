import type { Db } from '../../db/schema.ts';
import { verifyCaptcha } from './captcha.usecases.ts';
import { normaliseMobile, sendSmsCode, type SendSmsCodeInput, type SentSmsCode, type SmsDeps } from './sms.usecases.ts';
import { verificationErrors } from './verification.errors.ts';

/** Whether a member of this brand already uses the number (wired to the members module). */
export type MobileExists = (merchantId: number, e164: string) => Promise<boolean>;

/** The image captcha the client answered: the key of its cookie and the text it typed. */
export type CaptchaAnswer = { key: string | null; answer: string | undefined };

/** What a route asks for; whether the code is really sent is decided here. */
export type RequestSmsCodeInput = Omit<SendSmsCodeInput, 'deliver'> & { captcha?: CaptchaAnswer };

/**
 * The SMS request behind the three public routes. Registration refuses a number that is taken.
 * Login and recovery must not tell a stranger whether a number is registered, so an unknown
 * number goes through the same limits and gets the same answer; only the SMS is not sent.
 * A registration code is the one a stranger can ask for any number: each SMS costs the brand
 * money, so it needs a solved captcha first (checked before the number, which would otherwise
 * tell a script which numbers are taken).
 */
export async function requestSmsCode(
  db: Db,
  deps: SmsDeps & { mobileExists: MobileExists },
  input: RequestSmsCodeInput,
): Promise<SentSmsCode> {
  const { captcha, ...request } = input;
  if (
    input.purpose === 'register' &&
    !(await verifyCaptcha(db, { key: captcha?.key, answer: captcha?.answer, ip: input.ip }))
  ) {
    throw verificationErrors.captchaInvalid();
  }
  const mobile = normaliseMobile(input.countryDialingCode, input.mobileNum);
  const exists = await deps.mobileExists(input.merchant.id, mobile);
  switch (input.purpose) {
    case 'register':
      if (exists) throw verificationErrors.mobileTaken();
      return sendSmsCode(db, deps, request);
    case 'login':
    case 'forgotPassword':
      return sendSmsCode(db, deps, { ...request, deliver: exists });
  }
}

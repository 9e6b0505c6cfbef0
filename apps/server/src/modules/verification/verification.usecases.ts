import type { Language } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { verifyCaptcha } from './captcha.usecases.ts';
import { normaliseMobile, sendSmsCode, type SendSmsCodeInput, type SentSmsCode, type SmsDeps } from './sms.usecases.ts';
import { verificationErrors } from './verification.errors.ts';

/**
 * The member of this brand who uses the number, by the language their messages go out in, or
 * null when nobody does (wired to the members module).
 */
export type MobileOwner = (merchantId: number, e164: string) => Promise<{ language?: Language } | null>;

/** The image captcha the client answered: the key of its cookie and the text it typed. */
export type CaptchaAnswer = { key: string | null; answer: string | undefined };

/** What a route asks for; whether the code is really sent is decided here. */
export type RequestSmsCodeInput = Omit<SendSmsCodeInput, 'deliver'> & { captcha?: CaptchaAnswer };

/**
 * The SMS request behind the three public routes. Registration refuses a number that is taken
 * and texts in the request's language (there is no member yet).
 * Login and recovery must not tell a stranger whether a number is registered, so an unknown
 * number goes through the same limits and gets the same answer; only the SMS is not sent.
 * Every one of the three is open to anyone: each SMS costs the brand money and lands on
 * somebody's phone, so each needs a solved captcha first (checked before the number is looked
 * at, which would otherwise tell a script which numbers are taken), then the per-number and
 * per-address limits of sendSmsCode apply.
 */
export async function requestSmsCode(
  db: Db,
  deps: SmsDeps & { mobileOwner: MobileOwner },
  input: RequestSmsCodeInput,
): Promise<SentSmsCode> {
  const { captcha, ...request } = input;
  if (!(await verifyCaptcha(db, { key: captcha?.key, answer: captcha?.answer, ip: input.ip }))) {
    throw verificationErrors.captchaInvalid();
  }
  const mobile = normaliseMobile(input.countryDialingCode, input.mobileNum);
  const owner = await deps.mobileOwner(input.merchant.id, mobile);
  switch (input.purpose) {
    case 'register':
      if (owner) throw verificationErrors.mobileTaken();
      return sendSmsCode(db, deps, request);
    case 'login':
    case 'forgotPassword':
      // A member's code reads in the member's language, whatever page asked for it.
      return sendSmsCode(db, deps, {
        ...request,
        language: owner?.language ?? request.language,
        deliver: owner !== null,
      });
  }
}

import type { Language } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { normaliseMobile, sendSmsCode, type SendSmsCodeInput, type SentSmsCode, type SmsDeps } from './sms.usecases.ts';
import { verificationErrors } from './verification.errors.ts';

/**
 * The member of this brand who uses the number, by the language their messages go out in, or
 * null when nobody does (wired to the members module).
 */
export type MobileOwner = (merchantId: number, e164: string) => Promise<{ language?: Language } | null>;

/** What a route asks for; whether the code is really sent is decided here. */
export type RequestSmsCodeInput = Omit<SendSmsCodeInput, 'deliver'>;

/**
 * The SMS request behind the three public routes. Registration refuses a number that is taken
 * and texts in the request's language (there is no member yet).
 * Login and recovery must not tell a stranger whether a number is registered, so an unknown
 * number goes through the same limits and gets the same answer; only the SMS is not sent.
 */
export async function requestSmsCode(
  db: Db,
  deps: SmsDeps & { mobileOwner: MobileOwner },
  input: RequestSmsCodeInput,
): Promise<SentSmsCode> {
  const mobile = normaliseMobile(input.countryDialingCode, input.mobileNum);
  const owner = await deps.mobileOwner(input.merchant.id, mobile);
  switch (input.purpose) {
    case 'register':
      if (owner) throw verificationErrors.mobileTaken();
      return sendSmsCode(db, deps, input);
    case 'login':
    case 'forgotPassword':
      // A member's code reads in the member's language, whatever page asked for it.
      return sendSmsCode(db, deps, { ...input, language: owner?.language ?? input.language, deliver: owner !== null });
  }
}

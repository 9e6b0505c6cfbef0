import type { Db } from '../../db/schema.ts';
import { normaliseMobile, sendSmsCode, type SendSmsCodeInput, type SentSmsCode, type SmsDeps } from './sms.usecases.ts';
import { verificationErrors } from './verification.errors.ts';

/** Whether a member of this brand already uses the number (wired to the members module). */
export type MobileExists = (merchantId: number, e164: string) => Promise<boolean>;

/** What a route asks for; whether the code is really sent is decided here. */
export type RequestSmsCodeInput = Omit<SendSmsCodeInput, 'deliver'>;

/**
 * The SMS request behind the three public routes. Registration refuses a number that is taken.
 * Login and recovery must not tell a stranger whether a number is registered, so an unknown
 * number goes through the same limits and gets the same answer; only the SMS is not sent.
 */
export async function requestSmsCode(
  db: Db,
  deps: SmsDeps & { mobileExists: MobileExists },
  input: RequestSmsCodeInput,
): Promise<SentSmsCode> {
  const mobile = normaliseMobile(input.countryDialingCode, input.mobileNum);
  const exists = await deps.mobileExists(input.merchant.id, mobile);
  switch (input.purpose) {
    case 'register':
      if (exists) throw verificationErrors.mobileTaken();
      return sendSmsCode(db, deps, input);
    case 'login':
    case 'forgotPassword':
      return sendSmsCode(db, deps, { ...input, deliver: exists });
  }
}

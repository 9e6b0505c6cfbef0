import type { Db } from '../../db/schema.ts';
import { verifyCaptcha } from '../verification/captcha.usecases.ts';
import type { EmailProvider } from '../verification/providers.ts';
import { consumeSmsCode, normaliseMobile } from '../verification/sms.usecases.ts';
import type { MailPort, VerificationPort } from './ports.ts';

/** The account use cases' view of the verification module. */
export function verificationPort(db: Db): VerificationPort {
  return {
    verifyCaptcha: (key, answer, ip) => verifyCaptcha(db, { key, answer, ip }),
    consumeSmsCode: (input) => consumeSmsCode(db, input),
    normaliseMobile,
  };
}

export function mailPort(email: EmailProvider): MailPort {
  return { send: (message) => email.send(message) };
}

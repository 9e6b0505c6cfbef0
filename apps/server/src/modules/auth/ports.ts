import type { Language, SmsPurpose } from '@arcadia/contracts';

/**
 * What the account use cases need from the verification module (captcha, SMS codes, phone
 * numbers) and from the mail provider. Injected, so the rules can be tested on their own and the
 * providers swapped by configuration.
 */
export type VerificationPort = {
  /** Single use: the captcha is spent whether the answer was right or not. */
  verifyCaptcha(key: string | null, answer: string, ip: string): Promise<boolean>;
  /** Throws sms.code_invalid / sms.code_expired / sms.attempts_exceeded; marks the code used. */
  consumeSmsCode(input: { merchantId: number; purpose: SmsPurpose; mobile: string; code: string }): Promise<void>;
  /** E.164 ("+5511987654321") or throws mobile.invalid. */
  normaliseMobile(countryDialingCode: string, mobileNum: string): string;
};

export type MailPort = {
  send(message: { to: string; subject: string; text: string; html?: string; merchantId?: number }): Promise<void>;
};

/** Facts about the request a use case may need; nothing from Fastify leaks further. */
/**
 * `language`: the site language the client shows (label names in the answer follow it); a member
 * who registers or logs in keeps it as the language of their messages (SMS, e-mail, inbox).
 */
export type RequestFacts = {
  ip: string;
  captchaKey: string | null;
  origin: string;
  language: Language;
  /** The browser's X-Device-Id, when it sent a well-formed one (the referral abuse checks). */
  deviceId?: string | null;
};

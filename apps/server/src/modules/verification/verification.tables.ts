import type { Generated } from 'kysely';

/** Tables owned by the verification module (migration 0003). Timestamps are ISO-8601 UTC text. */
export interface ServerSecretsTable {
  name: string;
  /** 32 random bytes, base64url. */
  value: string;
  created_at: string;
}

export interface CaptchasTable {
  id: Generated<number>;
  /** SHA-256 of the random key held in the client's `arc_captcha` cookie. */
  key_hash: string;
  /** HMAC of the lower-cased answer, bound to the key. */
  answer_hash: string;
  ip: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  merchant_id: number;
  purpose: string;
  /** E.164, e.g. +5511987654321. */
  mobile: string;
  code_hash: string;
  attempts: Generated<number>;
  ip: string;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  merchant_id: number | null;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  body: string;
  provider: string;
  created_at: string;
}

export interface VerificationTables {
  server_secrets: ServerSecretsTable;
  captchas: CaptchasTable;
  sms_codes: SmsCodesTable;
  outbox_messages: OutboxMessagesTable;
}

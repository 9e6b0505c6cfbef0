import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { createHttpSmsProvider } from './http-sms-provider.ts';
import { createOutboxEmailProvider, createOutboxSmsProvider } from './outbox-providers.ts';
import { createSmtpEmailProvider } from './smtp-email-provider.ts';

/** Who a message is for, beyond the address: lets the outbox file it under the brand. */
export type MessageMeta = { merchantId?: number | null };

export interface SmsProvider {
  readonly name: string;
  /** Rejects when the message was not accepted; the rejection never carries the text. */
  send(to: string, text: string, meta?: MessageMeta): Promise<void>;
}

export type EmailMessage = { to: string; subject: string; text: string; html?: string } & MessageMeta;

export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export type Providers = { sms: SmsProvider; email: EmailProvider };

/** The subset of a pino logger providers use; message bodies and codes are never passed to it. */
export type ProviderLog = {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
};

/** Thrown by providers; its message names the provider and the failure class, never the content. */
export class ProviderError extends Error {}

/** Picks the configured SMS and e-mail providers; both default to the database outbox. */
export function createProviders(config: Pick<Config, 'sms' | 'email'>, db: Db, log: ProviderLog): Providers {
  const sms =
    config.sms.provider === 'http' ? createHttpSmsProvider(config.sms, log) : createOutboxSmsProvider(db, log);
  const email =
    config.email.provider === 'smtp' ? createSmtpEmailProvider(config.email, log) : createOutboxEmailProvider(db, log);
  return { sms, email };
}

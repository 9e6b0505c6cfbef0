/** What an SMS or e-mail provider is; the implementations and createProviders (providers.ts) import this. */

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

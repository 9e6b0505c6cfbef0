import type { Config } from '../../config/config.ts';
import type { Db } from '../../db/schema.ts';
import { createHttpSmsProvider } from './http-sms-provider.ts';
import { createOutboxEmailProvider, createOutboxSmsProvider } from './outbox-providers.ts';
import { createSmtpEmailProvider } from './smtp-email-provider.ts';
import type { ProviderLog, Providers } from './provider-types.ts';

// The provider shapes live in provider-types.ts (the providers import them, and this file imports
// the providers); re-exported so callers keep one import.
export * from './provider-types.ts';

/** Picks the configured SMS and e-mail providers; both default to the database outbox. */
export function createProviders(config: Pick<Config, 'sms' | 'email'>, db: Db, log: ProviderLog): Providers {
  const sms =
    config.sms.provider === 'http' ? createHttpSmsProvider(config.sms, log) : createOutboxSmsProvider(db, log);
  const email =
    config.email.provider === 'smtp' ? createSmtpEmailProvider(config.email, log) : createOutboxEmailProvider(db, log);
  return { sms, email };
}

import type { Db } from '../../db/schema.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import type { Providers } from '../verification/providers.ts';
import type { ExternalVerification } from './external-verification.ts';
import type { MailPort, VerificationPort } from './ports.ts';
import { mailPort, verificationPort } from './verification-adapter.ts';

/** What the account routes (login, registration, password) are built with. */
export type AccountsDeps = {
  db: Db;
  keys: KeyStore;
  verification: VerificationPort;
  mail: MailPort;
  external: ExternalVerification;
};

/** The account routes' deps from the app's shared services (each account module's plugin calls this). */
export const accountsDeps = (services: {
  db: Db;
  keys: KeyStore;
  providers: Providers;
  external: ExternalVerification;
}): AccountsDeps => ({
  db: services.db,
  keys: services.keys,
  verification: verificationPort(services.db),
  mail: mailPort(services.providers.email),
  external: services.external,
});

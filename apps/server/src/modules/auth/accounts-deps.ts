import type { Db } from '../../db/schema.ts';
import type { KeyStore } from '../crypto/key-store.ts';
import type { ExternalVerification } from './external-verification.ts';
import type { MailPort, VerificationPort } from './ports.ts';

/** What the account routes are built with (wired in app.ts). */
export type AccountsDeps = {
  db: Db;
  keys: KeyStore;
  verification: VerificationPort;
  mail: MailPort;
  external: ExternalVerification;
};

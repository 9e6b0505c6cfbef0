import { z } from 'zod';

import { ENCRYPTION_ALG } from './encryption-constants.ts';

const b64url = z.string().regex(/^[A-Za-z0-9_-]+$/);
export const encryptedBodySchema = z.object({
  kid: z.string().min(1).max(64),
  key: b64url.max(1024),
  iv: b64url.max(32),
  data: b64url.max(200_000),
});
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;

export const publicKeyInfoSchema = z.object({
  kid: z.string(),
  alg: z.literal(ENCRYPTION_ALG),
  publicKey: z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string() }).loose(),
});
export type PublicKeyInfo = z.infer<typeof publicKeyInfoSchema>;

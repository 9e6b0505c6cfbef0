/** Hybrid scheme of DESIGN.md section 3: AES-256-GCM payload, key wrapped with RSA-OAEP (SHA-256). */
export const ENCRYPTION_ALG = 'RSA-OAEP-256+A256GCM' as const;
/** A body whose `ts` is older than this is refused as a replay. */
export const ENCRYPTION_MAX_AGE_MS = 5 * 60 * 1000;

import { constants, createDecipheriv, createHash, privateDecrypt, type KeyObject } from 'node:crypto';
import { ENCRYPTION_MAX_AGE_MS, encryptedBodySchema } from '@arcadia/contracts';
import { cryptoErrors } from './crypto.errors.ts';

const GCM_TAG_BYTES = 16;

/**
 * Opens a body encrypted as DESIGN.md section 3 describes and returns the payload without `ts`,
 * with `replayKey`: a digest of the unwrapped AES key, the one thing a replay cannot vary.
 * Each failure has its own code so a client can tell "reload the key" from "send it again".
 */
export async function decryptBody(
  body: unknown,
  findKey: (kid: string) => Promise<KeyObject | undefined>,
  now = Date.now(),
): Promise<{ payload: Record<string, unknown>; replayKey: string }> {
  const parsed = encryptedBodySchema.safeParse(body);
  if (!parsed.success) throw cryptoErrors.required();
  const { kid, key, iv, data } = parsed.data;

  const privateKey = await findKey(kid);
  if (!privateKey) throw cryptoErrors.unknownKey();

  let plaintext: string;
  let replayKey: string;
  try {
    const aesKey = privateDecrypt(
      { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(key, 'base64url'),
    );
    const ivBytes = Buffer.from(iv, 'base64url');
    const sealed = Buffer.from(data, 'base64url');
    if (aesKey.length !== 32 || ivBytes.length !== 12 || sealed.length <= GCM_TAG_BYTES) throw new Error('shape');
    replayKey = createHash('sha256').update(aesKey).digest('hex');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, ivBytes);
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    plaintext = Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw cryptoErrors.invalid();
  }

  let payload: unknown;
  try {
    payload = JSON.parse(plaintext);
  } catch {
    throw cryptoErrors.invalid();
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw cryptoErrors.invalid();
  }
  const { ts, ...rest } = payload as Record<string, unknown>;
  if (typeof ts !== 'number' || !Number.isFinite(ts)) throw cryptoErrors.invalid();
  if (Math.abs(now - ts) > ENCRYPTION_MAX_AGE_MS) throw cryptoErrors.expired();
  return { payload: rest, replayKey };
}

import { createDecipheriv, generateKeyPairSync, privateDecrypt, constants, webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptedBodySchema, type PublicKeyInfo } from '@arcadia/contracts';
import { fromBase64Url } from './base64url';
import { encryptBody } from './crypto';

/** Decrypts the way the server must (DESIGN.md section 3), with node:crypto only. */
function decrypt(body: { key: string; iv: string; data: string }, privateKeyPem: string): unknown {
  const aesKey = privateDecrypt(
    { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    fromBase64Url(body.key),
  );
  const data = fromBase64Url(body.data);
  const tag = data.subarray(data.length - 16);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, fromBase64Url(body.iv));
  decipher.setAuthTag(tag);
  const plain = Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

describe('encrypted request bodies', () => {
  let keyInfo: PublicKeyInfo;
  let privateKeyPem: string;

  beforeAll(() => {
    // jsdom does not always provide SubtleCrypto; node's WebCrypto is the same standard API.
    if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
    const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = pair.publicKey.export({ format: 'jwk' });
    privateKeyPem = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    keyInfo = {
      kid: 'key-2025',
      alg: 'RSA-OAEP-256+A256GCM',
      publicKey: { kty: 'RSA', n: jwk.n!, e: jwk.e!, alg: 'RSA-OAEP-256', use: 'enc' },
    };
  });

  it('round-trips: the server can unwrap the key and read the payload plus ts', async () => {
    const body = await encryptBody({ username: 'ana', password: 's3cret!' }, keyInfo, 1_700_000_000_000);
    expect(encryptedBodySchema.parse(body)).toEqual(body);
    expect(body.kid).toBe('key-2025');
    expect(decrypt(body, privateKeyPem)).toEqual({ username: 'ana', password: 's3cret!', ts: 1_700_000_000_000 });
  });

  it('uses a 12-byte IV, a 256-bit wrapped key and unpadded base64url', async () => {
    const body = await encryptBody({ a: 1 }, keyInfo);
    expect(fromBase64Url(body.iv)).toHaveLength(12);
    expect(fromBase64Url(body.key)).toHaveLength(256);
    for (const field of [body.key, body.iv, body.data]) expect(field).toMatch(/^[A-Za-z0-9_-]+$/);
    // ciphertext of '{"a":1,"ts":…}' plus the 16-byte GCM tag
    expect(fromBase64Url(body.data).length).toBeGreaterThan(16);
  });

  it('never reuses a key or IV between two requests', async () => {
    const [first, second] = await Promise.all([encryptBody({ a: 1 }, keyInfo), encryptBody({ a: 1 }, keyInfo)]);
    expect(first.iv).not.toBe(second.iv);
    expect(first.key).not.toBe(second.key);
  });
});

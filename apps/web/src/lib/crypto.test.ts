import { webcrypto } from 'node:crypto';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { encryptedBodySchema, type PublicKeyInfo } from '@arcadia/contracts';
import { decryptBody as decrypt, makeEncryptionKey } from '@/test/fake-network';
import { fromBase64Url } from './base64url';
import { encryptBody } from './crypto';

/* The server's decryption (DESIGN.md section 3) is mirrored with node:crypto in the test helpers. */
describe('encrypted request bodies', () => {
  let keyInfo: PublicKeyInfo;
  let privateKeyPem: string;

  beforeAll(() => {
    // jsdom does not always provide SubtleCrypto; node's WebCrypto is the same standard API.
    if (!globalThis.crypto?.subtle) vi.stubGlobal('crypto', webcrypto);
    ({ keyInfo, privateKeyPem } = makeEncryptionKey('key-2025'));
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

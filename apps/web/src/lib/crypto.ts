import type { EncryptedBody, PublicKeyInfo } from '@arcadia/contracts';
import { toBase64Url } from './base64url';

/*
 * Hybrid body encryption of DESIGN.md section 3: a fresh AES-256-GCM key and 12-byte IV per
 * request encrypt the JSON of {...payload, ts}; the AES key is wrapped with the server's RSA-OAEP
 * (SHA-256) public key. WebCrypto's AES-GCM output already ends with the 16-byte tag.
 */

let publishedKey: PublicKeyInfo | null = null;

/** The status gate hands over the key published in /wps/system/status. */
export function setEncryptionKey(info: PublicKeyInfo | null): void {
  publishedKey = info;
}
export function getEncryptionKey(): PublicKeyInfo | null {
  return publishedKey;
}

function subtle(): SubtleCrypto {
  const api = globalThis.crypto?.subtle;
  // Only a secure context (https or localhost) exposes SubtleCrypto; say so instead of crashing.
  if (!api) throw new Error('WebCrypto is unavailable (the page must be served over https)');
  return api;
}

export async function encryptBody(
  payload: Record<string, unknown>,
  keyInfo: PublicKeyInfo,
  now: number = Date.now(),
): Promise<EncryptedBody> {
  const crypto = subtle();
  // Only the key material matters; `alg`/`key_ops` in the JWK could clash with the usage we ask for.
  const { kty, n, e } = keyInfo.publicKey;
  const rsaKey = await crypto.importKey('jwk', { kty, n, e, ext: true }, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const aesKey = await crypto.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify({ ...payload, ts: now }));
  const [ciphertext, rawKey] = await Promise.all([
    crypto.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext),
    crypto.exportKey('raw', aesKey),
  ]);
  const wrappedKey = await crypto.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawKey);
  return {
    kid: keyInfo.kid,
    key: toBase64Url(wrappedKey),
    iv: toBase64Url(iv),
    data: toBase64Url(ciphertext),
  };
}

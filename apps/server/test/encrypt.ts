import { constants, createCipheriv, createPublicKey, publicEncrypt, randomBytes, type JsonWebKey } from 'node:crypto';
import type { EncryptedBody, PublicKeyInfo } from '@arcadia/contracts';

/** What a browser does (DESIGN.md section 3), in Node, so tests can send encrypted bodies. */
export function encryptForServer(info: PublicKeyInfo, payload: object, ts = Date.now()): EncryptedBody {
  const aesKey = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
  const sealed = Buffer.concat([
    cipher.update(JSON.stringify({ ...payload, ts }), 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const publicKey = createPublicKey({ key: info.publicKey as JsonWebKey, format: 'jwk' });
  const wrapped = publicEncrypt(
    { key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    aesKey,
  );
  return {
    kid: info.kid,
    key: wrapped.toString('base64url'),
    iv: iv.toString('base64url'),
    data: sealed.toString('base64url'),
  };
}

import { createPrivateKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { ENCRYPTION_ALG, type PublicKeyInfo } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { encryptionKeysRepository } from './encryption-keys.repository.ts';
import { ReplayGuard } from './replay-guard.ts';

/**
 * The RSA key pair that wraps request keys. Made on first start and kept in the database so
 * every server instance (and every restart) accepts what a browser encrypted a minute ago.
 */
export class KeyStore {
  private active: { kid: string; publicKey: PublicKeyInfo } | undefined;
  private readonly privateKeys = new Map<string, KeyObject>();

  /** Bodies opened with these keys are accepted once, across instances and restarts. */
  readonly replays: ReplayGuard;

  constructor(private readonly db: Db) {
    this.replays = new ReplayGuard(db);
  }

  async init(): Promise<void> {
    let stored = await encryptionKeysRepository.findActive(this.db);
    if (!stored) {
      const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      stored = {
        kid: `k${new Date().toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(6).toString('base64url')}`,
        publicJwk: JSON.stringify(publicKey.export({ format: 'jwk' })),
        privatePem: privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
        createdAt: new Date().toISOString(),
      };
      await encryptionKeysRepository.insert(this.db, stored);
    }
    const jwk = JSON.parse(stored.publicJwk) as { kty: 'RSA'; n: string; e: string };
    this.active = {
      kid: stored.kid,
      publicKey: { kid: stored.kid, alg: ENCRYPTION_ALG, publicKey: { kty: 'RSA', n: jwk.n, e: jwk.e } },
    };
    this.privateKeys.set(stored.kid, createPrivateKey(stored.privatePem));
  }

  publicInfo(): PublicKeyInfo {
    if (!this.active) throw new Error('KeyStore.init() has not run');
    return this.active.publicKey;
  }

  /** Looks a kid up in memory, then in the database (another instance may have made it). */
  async privateKey(kid: string): Promise<KeyObject | undefined> {
    const cached = this.privateKeys.get(kid);
    if (cached) return cached;
    const stored = await encryptionKeysRepository.findByKid(this.db, kid);
    if (!stored) return undefined;
    const key = createPrivateKey(stored.privatePem);
    this.privateKeys.set(kid, key);
    return key;
  }
}

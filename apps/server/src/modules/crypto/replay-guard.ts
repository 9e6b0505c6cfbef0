import { ENCRYPTION_MAX_AGE_MS } from '@arcadia/contracts';
import type { Db } from '../../db/schema.ts';
import { replayGuardRepository } from './replay-guard.repository.ts';

const PURGE_EVERY_MS = 60_000;

/**
 * Refuses a second use of an encrypted body. The key is a digest of what the body decrypts with
 * (the unwrapped AES key), not of its encoding: re-encoding `iv` or `key` in base64url, or any
 * other change a replaying client can make, either breaks decryption or leaves the digest the
 * same. Kept in the database, so it holds on every instance and after a restart.
 */
export class ReplayGuard {
  private lastPurge = 0;

  /** A body is accepted while its ts is within ±ENCRYPTION_MAX_AGE_MS, so remember it that long. */
  constructor(
    private readonly db: Db,
    private readonly windowMs = 2 * ENCRYPTION_MAX_AGE_MS,
  ) {}

  async firstUse(digest: string, now = Date.now()): Promise<boolean> {
    if (now - this.lastPurge > PURGE_EVERY_MS) {
      this.lastPurge = now;
      await this.purge(now);
    }
    return replayGuardRepository.insertIfNew(this.db, digest, new Date(now + this.windowMs).toISOString());
  }

  /** Drops digests whose bodies are past the timestamp window (they are refused as expired anyway). */
  purge(now = Date.now()): Promise<number> {
    return replayGuardRepository.purgeExpired(this.db, new Date(now).toISOString());
  }
}

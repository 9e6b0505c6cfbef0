import { ENCRYPTION_MAX_AGE_MS } from '@arcadia/contracts';

/** Remembers IVs for as long as a body is accepted at all; a second use of one is a replay. */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();

  constructor(private readonly windowMs = 2 * ENCRYPTION_MAX_AGE_MS) {}

  firstUse(iv: string, now = Date.now()): boolean {
    if (this.seen.size > 10_000) this.sweep(now);
    const until = this.seen.get(iv);
    if (until !== undefined && until > now) return false;
    this.seen.set(iv, now + this.windowMs);
    return true;
  }

  private sweep(now: number): void {
    for (const [iv, until] of this.seen) if (until <= now) this.seen.delete(iv);
  }
}

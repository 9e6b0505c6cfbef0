import type { Db } from '../../db/schema.ts';
import type { Merchant } from './merchant.model.ts';
import { merchantsRepository } from './merchants.repository.ts';

/**
 * Resolves the brand for a Host header. Brands change rarely but must change without a restart
 * (the operator CLI is another process, and there may be several servers), so the lookup table is
 * cached for a short time rather than forever.
 */
export class MerchantDirectory {
  private loadedAt = 0;
  private byDomain = new Map<string, Merchant>();
  private fallback: Merchant | undefined;
  private loading: Promise<void> | undefined;
  /** Host header as sent → brand, so the header is normalised once, not on every request. */
  private byRawHost = new Map<string, Merchant>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 1000,
  ) {}

  async resolve(hostHeader: string | undefined): Promise<Merchant> {
    if (Date.now() - this.loadedAt > this.ttlMs) await this.reload();
    return this.lookup(hostHeader);
  }

  /** `resolve` without a promise while the table is fresh (every request but one a second); else undefined. */
  resolveFresh(hostHeader: string | undefined): Merchant | undefined {
    return Date.now() - this.loadedAt > this.ttlMs ? undefined : this.lookup(hostHeader);
  }

  private lookup(hostHeader: string | undefined): Merchant {
    const seen = hostHeader === undefined ? undefined : this.byRawHost.get(hostHeader);
    if (seen) return seen;
    const merchant = this.lookupUncached(hostHeader);
    if (hostHeader !== undefined) {
      // Clients choose the header: bounded, so made-up hosts cannot fill the memory.
      if (this.byRawHost.size >= 1000) this.byRawHost.clear();
      this.byRawHost.set(hostHeader, merchant);
    }
    return merchant;
  }

  private lookupUncached(hostHeader: string | undefined): Merchant {
    const host = normaliseHost(hostHeader);
    const merchant = (host && this.byDomain.get(host)) || this.fallback;
    if (!merchant) throw new Error('No merchant configured: the database has not been seeded');
    return merchant;
  }

  invalidate(): void {
    this.loadedAt = 0;
  }

  private reload(): Promise<void> {
    this.loading ??= this.load().finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<void> {
    const [merchants, domains] = await Promise.all([
      merchantsRepository.listAll(this.db),
      merchantsRepository.listDomains(this.db),
    ]);
    const byId = new Map(merchants.map((m) => [m.id, m]));
    this.byDomain = new Map(
      domains.flatMap((d) => {
        const merchant = byId.get(d.merchantId);
        return merchant ? [[d.domain, merchant] as const] : [];
      }),
    );
    this.fallback = merchants.find((m) => m.isDefault) ?? merchants[0];
    this.byRawHost = new Map();
    this.loadedAt = Date.now();
  }
}

/** "Example.com:8080" → "example.com"; IPv6 literals keep their brackets off. */
export function normaliseHost(host: string | undefined): string | null {
  if (!host) return null;
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(1, trimmed.indexOf(']'));
  return trimmed.split(':')[0] || null;
}

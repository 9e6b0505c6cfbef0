import type { DbOrTrx } from '../../db/schema.ts';
import { registerProcessCache } from '../../lib/process-caches.ts';
import { playRecordRepository } from './play-record.repository.ts';
import { DEFAULT_VALID_BET_SHARES_BP } from './valid-bet.ts';

/** What settling a bet needs to know about its brand: the business-day zone and the valid-bet shares. */
export type BrandCalendar = {
  timeZone: string;
  /** The share (basis points) for a category and vendor: the vendor's own rule, else the category's. */
  shareBp: (category: string, vendorCode: string) => number;
};

// Read on every settlement, changed by an operator a few times a year: cached briefly per process,
// so several servers and the operator CLI agree within this time.
const TTL_MS = 30_000;
const cache = new Map<number, { at: number; calendar: BrandCalendar }>();
registerProcessCache(() => cache.clear());

export async function brandCalendar(db: DbOrTrx, merchantId: number, now = Date.now()): Promise<BrandCalendar> {
  const cached = cache.get(merchantId);
  if (cached && now - cached.at < TTL_MS) return cached.calendar;
  const settings = await playRecordRepository.brandSettings(db, merchantId);
  const shares = new Map(settings.rules.map((r) => [`${r.category}|${r.vendorCode}`, r.shareBp]));
  const calendar: BrandCalendar = {
    timeZone: settings.timeZone,
    shareBp: (category, vendorCode) =>
      shares.get(`${category}|${vendorCode}`) ??
      shares.get(`${category}|`) ??
      DEFAULT_VALID_BET_SHARES_BP[category] ??
      10_000,
  };
  cache.set(merchantId, { at: now, calendar });
  return calendar;
}

/** Drops the cached settings (after an operator changes them in this process, and in tests). */
export function forgetBrandCalendars(): void {
  cache.clear();
}

import { formatMinor, type RebateSummary } from '@arcadia/contracts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { periodOf, previousPeriod, type BusinessPeriod } from '../play-record/periods.port.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import { vipPort } from '../vip/vip.port.ts';
import { payLine, periodDays, rebateBrand, type RebateBrand } from './rebate-payment.ts';
import { claimView, lineViews, periodView } from './rebate-views.ts';
import { rebateErrors } from './rebates.errors.ts';
import type { PaidClaim, RebateSettings } from './rebates.model.ts';
import { rebatesRepository } from './rebates.repository.ts';

export type RebateContext = { merchantId: number; memberId: number; language: string };

/** The period just closed (claimable) and the running one, in the brand's calendar. */
export function rebatePeriods(settings: RebateSettings, timeZone: string, now: Date) {
  const running = periodOf(settings.periodKind, now, timeZone);
  return { closed: previousPeriod(running, timeZone), running };
}

async function offered(db: DbOrTrx, merchantId: number): Promise<RebateSettings> {
  const settings = await rebatesRepository.settings(db, merchantId);
  if (!settings.enabled) throw rebateErrors.notOffered();
  return settings;
}

/** The member's rebate: the closed period's lines (claimable or paid) and the running period's estimate. */
export async function rebateSummary(db: DbOrTrx, ctx: RebateContext, now: Date): Promise<RebateSummary> {
  const settings = await offered(db, ctx.merchantId);
  const brand = await rebateBrand(db, ctx.merchantId);
  const level = await vipPort.levelOf(db, ctx.merchantId, ctx.memberId);
  const ratesBp = level?.rebateRatesBp ?? {};
  const { closed, running } = rebatePeriods(settings, brand.timeZone, now);
  const part = async (period: BusinessPeriod, isRunning: boolean) => {
    const validBets = await rebatesRepository.validBetByCategory(db, ctx.memberId, periodDays(period, brand.timeZone));
    const paid = isRunning ? [] : await rebatesRepository.claimsOfPeriod(db, ctx.memberId, period.key);
    const { lines, total } = lineViews({ validBets, ratesBp, paid, running: isRunning, settings }, brand.places);
    return { period: periodView(period), lines, total: formatMinor(total, brand.places) };
  };
  return {
    level: level ? { rank: level.rankLevel, name: level.names[ctx.language] || level.name } : null,
    autoPay: settings.autoPay,
    minPayout: formatMinor(settings.minPayout, brand.places),
    claimable: await part(closed, false),
    running: await part(running, true),
  };
}

/** Pays a member's lines of a period (every category with a rate, or one), in the caller's transaction. */
async function payMember(
  trx: Trx,
  brand: RebateBrand,
  settings: RebateSettings,
  target: { memberId: number; period: BusinessPeriod; category?: string | undefined; source: PaidClaim['source'] },
  now: Date,
): Promise<PaidClaim[]> {
  const ratesBp = await vipPort.rebateRatesFor(trx, brand.merchantId, target.memberId);
  const categories = Object.keys(ratesBp)
    .filter((c) => (ratesBp[c] ?? 0) > 0 && (target.category === undefined || c === target.category))
    .sort();
  const paid: PaidClaim[] = [];
  for (const category of categories) {
    const claim = await payLine(trx, brand, settings, { ...target, category, rateBp: ratesBp[category]! }, now);
    if (claim) paid.push(claim);
  }
  return paid;
}

/**
 * The member claims the closed period's rebate (one category, or all). Responsible gaming is asked
 * inside the paying transaction; a brand that pays automatically takes no claims.
 */
export async function claimRebate(db: DbOrTrx, ctx: RebateContext, category: string | undefined, now: Date) {
  const settings = await offered(db, ctx.merchantId);
  if (settings.autoPay) throw rebateErrors.autoPaid();
  const brand = await rebateBrand(db, ctx.merchantId);
  const { closed } = rebatePeriods(settings, brand.timeZone, now);
  const claims = await inTransaction(db, async (trx) => {
    if (await responsibleGamingPort.isExcluded(trx, ctx.memberId, now)) throw rebateErrors.excluded();
    return payMember(trx, brand, settings, { memberId: ctx.memberId, period: closed, category, source: 'member' }, now);
  });
  if (claims.length === 0) throw rebateErrors.nothingToClaim();
  const paid = claims.reduce((sum, c) => sum + c.amount, 0n);
  return {
    paid: formatMinor(paid, brand.places),
    claims: claims.map((c) => claimView(c, brand.places)),
    summary: await rebateSummary(db, ctx, now),
  };
}

/**
 * Pays every member of the brand who played in `period` (the schedule, or an operator's "pay now"),
 * one transaction per member. Excluded members are skipped: nothing is paid to them while it runs.
 */
export async function payPeriod(db: DbOrTrx, merchantId: number, period: BusinessPeriod, now: Date) {
  const settings = await rebatesRepository.settings(db, merchantId);
  const brand = await rebateBrand(db, merchantId);
  let [members, lines, paid] = [0, 0, 0n];
  if (!settings.enabled) return { periodKey: period.key, members, lines, paid: formatMinor(paid, brand.places) };
  for (const memberId of await rebatesRepository.membersWithPlay(db, merchantId, periodDays(period, brand.timeZone))) {
    const claims = await inTransaction(db, async (trx) => {
      if (await responsibleGamingPort.isExcluded(trx, memberId, now)) return [];
      return payMember(trx, brand, settings, { memberId, period, source: 'auto' }, now);
    });
    if (claims.length > 0) members++;
    lines += claims.length;
    paid += claims.reduce((sum, c) => sum + c.amount, 0n);
  }
  return { periodKey: period.key, members, lines, paid: formatMinor(paid, brand.places) };
}

/** The member's paid rebates, newest first. */
export async function rebateHistory(db: DbOrTrx, ctx: RebateContext, pageNo: number, pageSize: number) {
  const { places } = await rebateBrand(db, ctx.merchantId);
  const page = await rebatesRepository.claims(
    db,
    { merchantId: ctx.merchantId, memberId: ctx.memberId },
    { offset: (pageNo - 1) * pageSize, limit: pageSize },
  );
  return {
    list: page.list.map((c) => claimView(c, places)),
    total: page.total,
    totalPages: Math.ceil(page.total / pageSize),
  };
}

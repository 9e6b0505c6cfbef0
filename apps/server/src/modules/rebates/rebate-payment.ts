import { currencyPlaces } from '@arcadia/contracts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { brandCalendar, daysOf, type BusinessPeriod } from '../play-record/periods.port.ts';
import { recordBonusPaid } from '../play-record/play-record.usecases.ts';
import { daysFrom, lineAmount, rebateLedgerKey, type PaidClaim, type RebateSettings } from './rebates.model.ts';
import { rebatesRepository } from './rebates.repository.ts';

/** What paying needs of a brand: its currency (and places) and business-day zone. */
export type RebateBrand = { merchantId: number; currency: string; places: number; timeZone: string };

export async function rebateBrand(db: DbOrTrx, merchantId: number): Promise<RebateBrand> {
  const { currency } = await db
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  const { timeZone } = await brandCalendar(db, merchantId);
  return { merchantId, currency, places: currencyPlaces(currency), timeZone };
}

/** The business days of a period in the brand's zone. */
export const periodDays = (period: BusinessPeriod, timeZone: string) => {
  const { fromDay, toDay } = daysOf(period, timeZone);
  return daysFrom(fromDay, toDay);
};

export type LineToPay = {
  memberId: number;
  period: BusinessPeriod;
  category: string;
  rateBp: number;
  source: PaidClaim['source'];
};

/**
 * PAYS ONE LINE ONCE, inside the caller's transaction: the line first takes its business days
 * (unique per member, category and day), then sums the valid bet of the days it took from the
 * play record's roll-up, writes its row (unique per member, period and category) and posts the
 * cash under the same key. A concurrent claim waits on the days and then finds them taken, so it
 * pays nothing; a line worth nothing (below the minimum) gives its days back.
 */
export async function payLine(
  trx: Trx,
  brand: RebateBrand,
  settings: RebateSettings,
  line: LineToPay,
  now: Date,
): Promise<PaidClaim | null> {
  const { memberId, category } = line;
  const days = await rebatesRepository.takeDays(trx, memberId, category, periodDays(line.period, brand.timeZone));
  if (days.length === 0) return null;
  const validBet = (await rebatesRepository.validBetByCategory(trx, memberId, days)).get(category) ?? 0n;
  const amount = lineAmount(validBet, line.rateBp, settings);
  const claim = {
    merchantId: brand.merchantId,
    memberId,
    periodKey: line.period.key,
    category,
    validBet: minor(validBet),
    rateBp: line.rateBp,
    amount: minor(amount),
    source: line.source,
    createdAt: now.toISOString(),
  };
  const id = amount > 0n ? await rebatesRepository.insertClaim(trx, claim) : null;
  if (id === null) {
    await rebatesRepository.releaseDays(trx, memberId, category, days);
    return null;
  }
  const house = await ensureSystemAccount(trx, brand.merchantId, 'bonus', brand.currency);
  const main = await ensureMemberAccount(trx, brand.merchantId, memberId, 'main', brand.currency);
  const posted = await postTransaction(trx, {
    merchantId: brand.merchantId,
    kind: 'rebate',
    idempotencyKey: rebateLedgerKey(claim),
    legs: [
      { accountId: house.id, amount: minor(-amount) },
      { accountId: main.id, amount: claim.amount },
    ],
    metadata: { rebate: category, period: line.period.key, rateBp: line.rateBp, validBet: validBet.toString() },
  });
  await rebatesRepository.markPosted(trx, id, { memberId, category, days }, posted.id);
  // A rebate is a bonus: the brand's marketing cost, on the day it is paid (not the days it rebates).
  await recordBonusPaid(trx, { merchantId: brand.merchantId, memberId, amount: claim.amount, at: claim.createdAt });
  return { id, ...claim };
}

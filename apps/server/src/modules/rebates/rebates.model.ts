import type { RebatePeriodKind } from '@arcadia/contracts';
import type { Minor } from '../../lib/money.ts';

/*
 * REBATES ARE CASH. A rebate pays back a rate of the valid bet (turnover) a member already wagered,
 * so it goes to the main wallet with no wagering requirement, as operators usually pay them
 * (a wagering requirement on a rebate would ask the member to wager the same money again). It is
 * posted under the ledger kind `rebate` (the account record's Rebate type), from the brand's bonus
 * account.
 *
 * PERIODS come from the play record's calendar (business days and Monday weeks in the brand's
 * zone). The period just closed is claimable until the next one closes; the running one is shown
 * as an estimate. RATES are the VIP ladder's rebate rates of the member's level when the line is
 * paid (read through the VIP port): the VIP page shows the same numbers.
 */
export type RebateSettings = {
  merchantId: number;
  enabled: boolean;
  periodKind: RebatePeriodKind;
  autoPay: boolean;
  minPayout: Minor;
  maxPayout: Minor | null;
};

/** A brand that never saved its settings runs no rebate. */
export const settingsOff = (merchantId: number): RebateSettings => ({
  merchantId,
  enabled: false,
  periodKind: 'week',
  autoPay: false,
  minPayout: 100n as Minor,
  maxPayout: null,
});

export type PaidClaim = {
  id: number;
  merchantId: number;
  memberId: number;
  periodKey: string;
  category: string;
  validBet: Minor;
  rateBp: number;
  amount: Minor;
  source: 'member' | 'auto';
  createdAt: string;
};

/** What one (category) line pays: floor(valid bet × rate), capped; 0 below the brand's minimum. */
export function lineAmount(validBet: bigint, rateBp: number, settings: RebateSettings): bigint {
  if (validBet <= 0n || rateBp <= 0) return 0n;
  let amount = (validBet * BigInt(rateBp)) / 10_000n;
  if (settings.maxPayout !== null && amount > settings.maxPayout) amount = settings.maxPayout;
  return amount > 0n && amount >= settings.minPayout ? amount : 0n;
}

/** Basis points as a percent with two places: 80 -> "0.80". */
export const bpPercent = (bp: number) => (bp / 100).toFixed(2);

export const rebateLedgerKey = (c: Pick<PaidClaim, 'memberId' | 'periodKey' | 'category'>) =>
  `rebate:${c.memberId}:${c.periodKey}:${c.category}`;

/** Every business day (yyyy-MM-dd) from `fromDay` to `toDay`, inclusive. */
export function daysFrom(fromDay: string, toDay: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${fromDay}T00:00:00Z`); t <= Date.parse(`${toDay}T00:00:00Z`); t += 86_400_000)
    days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

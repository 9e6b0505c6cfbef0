import type { Trx } from '../../db/schema.ts';
import type { CreditedDeposit, DepositCreditedListener } from '../payments/deposit-events.port.ts';
import type { PlayEvent, PlayEventSubscriber } from '../play-record/play-events.port.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import { pointsFor, pointsKeys, type PointsRuleRow, type PointsSettings } from './points.model.ts';
import { pointsVip } from './points.port.ts';
import { pointsRepository } from './points.repository.ts';
import { creditLot, revokeLots } from './points-ledger.ts';

/*
 * EARNING. Points come from rules per brand: per valid bet by game category (the valid bet stored
 * on the bet when it settled, as the play record's "bet settled" event carries it, never
 * recomputed) and per credited deposit (a listener of the credit, in its transaction). Each source earns once: the lot's unique source key and
 * the ledger key derived from it. The VIP multiplier (points.port.ts) applies to every earning.
 * Members on a time-out or self-exclusion earn nothing meanwhile.
 */

type BrandRules = { settings: PointsSettings; rules: PointsRuleRow[] };
/** Per delivery batch (its transaction): each brand's settings and rules, read once. */
const rulesOfBatch = new WeakMap<Trx, Map<number, BrandRules>>();

async function brandRules(trx: Trx, merchantId: number): Promise<BrandRules> {
  const known = rulesOfBatch.get(trx) ?? new Map<number, BrandRules>();
  rulesOfBatch.set(trx, known);
  let found = known.get(merchantId);
  if (!found) {
    found = {
      settings: await pointsRepository.settings(trx, merchantId),
      rules: await pointsRepository.rules(trx, merchantId, true),
    };
    known.set(merchantId, found);
  }
  return found;
}

/** The valid-bet rule of a category: its own, else the brand's ALL rule. */
export const betRuleFor = (rules: PointsRuleRow[], category: string) =>
  rules.find((r) => r.kind === 'valid_bet' && r.category === category) ??
  rules.find((r) => r.kind === 'valid_bet' && r.category === 'ALL');

const expiry = (earnedAt: string, settings: PointsSettings) =>
  new Date(new Date(earnedAt).getTime() + settings.expiryDays * 86_400_000).toISOString();

type Earning = {
  merchantId: number;
  memberId: number;
  sourceKey: string;
  kind: 'bet' | 'deposit';
  amount: bigint;
  rule: PointsRuleRow;
  settings: PointsSettings;
  earnedAt: string;
};

/**
 * What an earning reads of other modules: live, or read once for a delivery batch
 * (bet-points.usecases.ts) — nothing in the batch changes a member's exclusions or VIP level.
 */
export type EarningLooks = {
  isExcluded: (trx: Trx, memberId: number, at: Date) => Promise<boolean>;
  multiplierBp: (trx: Trx, merchantId: number, memberId: number) => Promise<number>;
};
const liveLooks: EarningLooks = {
  isExcluded: (trx, memberId, at) => responsibleGamingPort.isExcluded(trx, memberId, at),
  multiplierBp: (trx, merchantId, memberId) => pointsVip.multiplierBp(trx, merchantId, memberId),
};

/** One earning inside the caller's transaction: false when nothing was earned (again). */
async function earn(trx: Trx, e: Earning, looks = liveLooks): Promise<boolean> {
  if (await looks.isExcluded(trx, e.memberId, new Date(e.earnedAt))) return false;
  const multiplierBp = await looks.multiplierBp(trx, e.merchantId, e.memberId);
  const points = pointsFor(e.amount, e.rule, multiplierBp);
  if (points <= 0n) return false;
  return creditLot(
    trx,
    {
      merchantId: e.merchantId,
      memberId: e.memberId,
      sourceKey: e.sourceKey,
      kind: e.kind,
      ledgerKey: pointsKeys.earn(e.sourceKey),
      points,
      earnedAt: e.earnedAt,
      expiresAt: expiry(e.earnedAt, e.settings),
      detail: { amount: e.amount.toString(), ruleId: e.rule.id, category: e.rule.category, multiplierBp },
    },
    { source: e.sourceKey },
  );
}

/**
 * A settled bet earns on its stored valid bet, once per bet; a correction that raised the valid
 * bet earns on the difference, once per event. A rolled-back bet gives back what its lots still
 * hold (revokeBetPoints); points already spent stay spent, and a lowered correction keeps them.
 */
export async function earnFromBetEvent(trx: Trx, event: PlayEvent, looks = liveLooks): Promise<boolean> {
  if (event.kind === 'rolled_back') return (await revokeBetPoints(trx, event.merchantId, event.betId)) > 0;
  const { settings, rules } = await brandRules(trx, event.merchantId);
  if (!settings.enabled) return false;
  const rule = betRuleFor(rules, event.payload.category);
  if (!rule) return false;
  const settled = event.kind === 'settled';
  const amount = BigInt(settled ? event.payload.validBet : event.payload.change.validBet);
  if (amount <= 0n) return false;
  return earn(
    trx,
    {
      merchantId: event.merchantId,
      memberId: event.memberId,
      sourceKey: settled ? `bet:${event.betId}` : `bet:${event.betId}:event:${event.id}`,
      kind: 'bet',
      amount,
      rule,
      settings,
      earnedAt: event.createdAt,
    },
    looks,
  );
}

/** A rolled-back bet's lots (its settlement and raised corrections) give back what they still hold. */
export async function revokeBetPoints(trx: Trx, merchantId: number, betId: number): Promise<number> {
  return revokeLots(trx, merchantId, await pointsRepository.lotsOfSource(trx, merchantId, `bet:${betId}`));
}

/**
 * A whole delivery batch, earning exactly what `earnFromBetEvent` earns event by event: still one
 * lot and one ledger posting per bet (each bet's points floored on their own, posted under their
 * own key), but the members' exclusions and VIP multipliers read once per batch instead of once
 * per bet. Nothing this subscriber writes changes either.
 */
export async function earnFromBetEvents(trx: Trx, events: PlayEvent[]): Promise<void> {
  const earning = events.filter((e) => e.kind !== 'rolled_back');
  const excluded = await responsibleGamingPort.exclusionTest(trx, [...new Set(earning.map((e) => e.memberId))]);
  const multipliers = new Map<string, number>();
  const looks: EarningLooks = {
    isExcluded: async (_trx, memberId, at) => excluded(memberId, at),
    multiplierBp: async (db, merchantId, memberId) => {
      const key = `${merchantId}:${memberId}`;
      if (!multipliers.has(key)) multipliers.set(key, await pointsVip.multiplierBp(db, merchantId, memberId));
      return multipliers.get(key)!;
    },
  };
  for (const event of events) await earnFromBetEvent(trx, event, looks);
}

export const POINTS_SUBSCRIBER = 'points.earn-bets';
export const pointsBetSubscriber: PlayEventSubscriber = {
  name: POINTS_SUBSCRIBER,
  handle: async (trx, event) => {
    await earnFromBetEvent(trx, event);
  },
  handleBatch: earnFromBetEvents,
};

/**
 * A credited deposit earns by the brand's deposit rule (at least its minimum), inside the
 * transaction that credits it: the payments module calls its deposit-credited listeners once per
 * credit, and the lot's source key (deposit:<id>) makes a second call earn nothing. Never throws for
 * a business reason (the credit must not fail because of points): no rule, disabled, excluded or
 * under the minimum earn nothing.
 */
export async function earnFromDeposit(trx: Trx, deposit: CreditedDeposit): Promise<boolean> {
  const { settings, rules } = await brandRules(trx, deposit.merchantId);
  const rule = rules.find((r) => r.kind === 'deposit');
  if (!settings.enabled || !rule || deposit.amount < rule.minAmount) return false;
  return earn(trx, {
    merchantId: deposit.merchantId,
    memberId: deposit.memberId,
    sourceKey: `deposit:${deposit.id}`,
    kind: 'deposit',
    amount: deposit.amount,
    rule,
    settings,
    earnedAt: deposit.creditedAt,
  });
}

export const pointsDepositListener: DepositCreditedListener = {
  name: 'points.earn-deposits',
  credited: async (trx, deposit) => {
    await earnFromDeposit(trx, deposit);
  },
};

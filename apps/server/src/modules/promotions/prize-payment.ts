import type { PromotionReward } from '@arcadia/contracts';
import type { Trx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import { payReward } from './bonus.usecases.ts';
import { brandOf } from './brand.ts';
import { promotionErrors } from './promotions.errors.ts';
import { promotionsRepository } from './promotions.repository.ts';

/**
 * A prize another module decided (a raffle's), paid through the engine inside the caller's
 * transaction: it becomes a participation of its activity under its own key (one per key: a
 * unique index), then is paid as any reward is — cash to the main wallet, points to the points,
 * or a bonus wagered `multiple` times — keyed promo:reward:<participation>, which `ledger:check`
 * reconciles. A second call with the same key pays nothing and answers the same participation.
 */
export type PromotionPrize = {
  merchantId: number;
  activityId: number;
  memberId: number;
  /** The participation's period key: unique per activity and member. */
  key: string;
  reward: PromotionReward;
  amount: Minor;
  /** 0: cash; more: a bonus wagered this many times (capped by the brand). */
  multiple: number;
  expiryDays: number;
};

export async function payPromotionPrize(trx: Trx, prize: PromotionPrize, now: Date): Promise<number> {
  const activity = await promotionsRepository.activity(trx, prize.merchantId, prize.activityId);
  if (!activity) throw promotionErrors.notFound();
  const at = now.toISOString();
  await promotionsRepository.insertParticipation(trx, {
    merchant_id: prize.merchantId,
    activity_id: prize.activityId,
    member_id: prize.memberId,
    period_key: prize.key,
    state: 'claimable',
    source_ref: prize.key,
    reward_amount: prize.amount.toString(),
    created_at: at,
    updated_at: at,
  });
  const participation = await promotionsRepository.participationFor(trx, prize.activityId, prize.memberId, prize.key);
  if (!participation) throw new Error(`prize participation ${prize.key} missing`);
  const paying = {
    ...activity,
    reward: prize.reward,
    wagering: { ...activity.wagering, multiple: prize.multiple, expiryDays: prize.expiryDays },
  };
  const outcome = await payReward(trx, await brandOf(trx, prize.merchantId), paying, participation, 'claimed', now);
  // One bonus at a time: the claim waits until the member's current bonus ends.
  if (outcome === 'bonus_active') throw promotionErrors.bonusActive();
  return participation.id;
}

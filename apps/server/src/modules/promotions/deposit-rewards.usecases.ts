import type { Trx } from '../../db/schema.ts';
import { audienceBlock, depositQualifies, isRunning, periodKey, rewardAmount } from './activity-rules.ts';
import { payReward } from './bonus.usecases.ts';
import { brandOf } from './brand.ts';
import { memberProfile } from './member-profile.ts';
import type { CreditedDeposit } from './promotions.model.ts';
import { promotionsRepository } from './promotions.repository.ts';
import { joinKey } from './promotions.usecases.ts';

/**
 * A credited deposit, inside the transaction that credits it (which runs once per deposit,
 * whatever the webhook repeats): the first running deposit activity it qualifies for (by sort
 * order) makes it claimable, or pays it at once when the activity says so. A deposit earns at
 * most one reward; a member who has one this period already, or did not join, earns nothing.
 * Nothing here throws for a business reason: the deposit's credit must never fail because of it.
 */
export async function rewardDeposit(trx: Trx, deposit: CreditedDeposit, now: Date): Promise<void> {
  const activities = (
    await promotionsRepository.activities(trx, deposit.merchantId, { published: true, triggerKind: 'deposit' })
  ).filter((a) => isRunning(a, now));
  if (activities.length === 0) return;
  const profile = await memberProfile(trx, deposit.memberId, now);
  if (!profile) return;
  const brand = await brandOf(trx, deposit.merchantId);
  for (const activity of activities) {
    if (!depositQualifies(activity, deposit, brand.places) || audienceBlock(activity, profile, now)) continue;
    const earned = {
      state: 'claimable' as const,
      source_ref: `deposit:${deposit.id}`,
      deposit_id: deposit.id,
      base_amount: deposit.amount.toString(),
      reward_amount: rewardAmount(activity, deposit.amount, brand.places).toString(),
    };
    const joined = await promotionsRepository.participationFor(
      trx,
      activity.id,
      deposit.memberId,
      joinKey(activity, brand, now),
    );
    if (activity.requiresJoin && joined?.state !== 'joined') continue;
    const key = periodKey(activity, now, brand.timeZone, deposit.id);
    let participationId: number | null = null;
    if (joined?.state === 'joined' && joined.periodKey === key) {
      if (await promotionsRepository.moveParticipation(trx, joined.id, ['joined'], earned)) participationId = joined.id;
    } else if (
      await promotionsRepository.insertParticipation(trx, {
        merchant_id: deposit.merchantId,
        activity_id: activity.id,
        member_id: deposit.memberId,
        period_key: key,
        ...earned,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
    ) {
      participationId = (await promotionsRepository.participationFor(trx, activity.id, deposit.memberId, key))!.id;
    }
    if (participationId === null) continue;
    if (activity.autoClaim) {
      const participation = (await promotionsRepository.participation(trx, participationId))!;
      // A bonus already being wagered leaves this one claimable: the member takes it later.
      await payReward(trx, brand, activity, participation, 'issued', now);
    }
    return;
  }
}

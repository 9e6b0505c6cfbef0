import type { Trx } from '../../db/schema.ts';
import { toMinor } from '../../lib/money.ts';
import type { PlayEvent } from '../play-record/play-events.port.ts';
import { countBet } from './bonus.usecases.ts';
import { judgeTurnover, publishedTurnoverActivities } from './play-triggers.usecases.ts';
import type { Activity } from './promotions.model.ts';
import { promotionsRepository } from './promotions.repository.ts';

/**
 * The "bet settled" subscriber's work (promotions.port.ts): each settled, corrected or rolled-back
 * bet counts once towards wagering, then is judged against the running "turnover reached"
 * activities (play-triggers).
 */
export async function countWageringEvent(trx: Trx, event: PlayEvent, now = new Date(), known?: Activity[]) {
  await countBet(
    trx,
    event.memberId,
    {
      category: event.payload.category,
      stake: toMinor(event.payload.stake),
      validBet: toMinor(event.payload.change.validBet),
      settledAt: event.createdAt,
    },
    now,
  );
  await judgeTurnover(trx, event, now, known);
}

/**
 * A whole delivery batch, event by event as `countWageringEvent`, without the reads that cannot
 * change within it: the brand's turnover activities, read once; and a member found with no bonus
 * being wagered is not asked again. Only a turnover activity could pay one mid-batch (an automatic
 * bonus reward): where the brand has any, every event asks.
 */
export async function countWageringEvents(trx: Trx, events: PlayEvent[]): Promise<void> {
  const activities = new Map<number, Activity[]>();
  const withoutBonus = new Set<number>();
  for (const event of events) {
    if (!activities.has(event.merchantId))
      activities.set(event.merchantId, await publishedTurnoverActivities(trx, event.merchantId));
    const known = activities.get(event.merchantId)!;
    if (known.length === 0) {
      if (withoutBonus.has(event.memberId)) continue;
      if (!(await promotionsRepository.activeBonus(trx, event.memberId, true))) {
        withoutBonus.add(event.memberId);
        continue;
      }
    }
    await countWageringEvent(trx, event, new Date(), known);
  }
}

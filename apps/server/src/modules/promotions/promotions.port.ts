import { formatMinor } from '@arcadia/contracts';
import type { ActivityDefinition } from '@arcadia/contracts';
import type { Db, DbOrTrx, Trx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { postingsByKeyPrefix } from '../ledger/ledger.usecases.ts';
import type { PlayEventSubscriber } from '../play-record/play-events.port.ts';
import { endBonus } from './bonus.usecases.ts';
import { countWageringEvent, countWageringEvents } from './wagering-events.ts';
import { promotionErrors } from './promotions.errors.ts';
import { activityRow, promotionsRepository } from './promotions.repository.ts';

export { rewardDeposit } from './deposit-rewards.usecases.ts';
export { fundStake, payoutShare, type StakeFunding } from './bonus-funding.ts';

/**
 * The "bet settled" subscriber (wagering-events.ts). One cursor for counting wagering and judging
 * turnover (its name kept from when it only counted wagering), so the turnover trigger starts from
 * where delivery stands instead of replaying the whole history.
 */
export const promotionsPlaySubscriber: PlayEventSubscriber = {
  name: 'promotions.wagering',
  handle: (trx, event) => countWageringEvent(trx, event),
  handleBatch: countWageringEvents,
};

/**
 * What other modules ask of promotions, inside their own transaction.
 *
 *   beforeWithdrawal   a withdrawal while a bonus is being wagered forfeits it: refused with the
 *                      warning (promotions.bonus_forfeit_warning) unless the member confirmed.
 */
export const promotionsPort = {
  async beforeWithdrawal(trx: Trx, memberId: number, forfeit: boolean, places: number, now = new Date()) {
    const bonus = await promotionsRepository.activeBonus(trx, memberId, true);
    if (!bonus) return;
    if (bonus.expiresAt <= now.toISOString()) {
      await endBonus(trx, bonus, 'expired', now);
      return;
    }
    if (!forfeit) {
      const percent = bonus.requiredTurnover === 0n ? 100 : Number((bonus.progress * 100n) / bonus.requiredTurnover);
      throw promotionErrors.bonusForfeitWarning(formatMinor(bonus.amount, places), Math.min(100, percent));
    }
    await endBonus(trx, bonus, 'forfeited', now);
  },
};

/** A published activity written as it is (the demo seed: its definition is checked by its schema). */
export async function insertPublishedActivity(db: DbOrTrx, merchantId: number, d: ActivityDefinition, actor: string) {
  const at = new Date().toISOString();
  return promotionsRepository.insertActivity(db, {
    ...activityRow(merchantId, d),
    status: 'active',
    created_by: actor,
    created_at: at,
    updated_at: at,
  });
}

/** Bonuses past their expiry, ended one by one (the scheduled job `promotions.expire`). */
export async function expireBonuses(db: Db, now: Date): Promise<number> {
  let ended = 0;
  for (const id of await promotionsRepository.expiredBonusIds(db, now)) {
    const done = await inRetryingTransaction(db, async (trx) => {
      const bonus = await promotionsRepository.bonus(trx, id);
      const locked = bonus && (await promotionsRepository.activeBonus(trx, bonus.memberId, true));
      return locked && locked.id === id ? endBonus(trx, locked, 'expired', now) : false;
    });
    if (done) ended += 1;
  }
  return ended;
}

/**
 * `ledger:check` for promotions: every paid reward has its posting of the reward's amount, and
 * every ended bonus its closing posting of what it converted and lapsed.
 */
export async function reconcilePromotions(db: Db): Promise<DomainMismatch[]> {
  const rewards = await postingsByKeyPrefix(db, 'promo:reward:');
  const ends = await postingsByKeyPrefix(db, 'promo:end:');
  const mismatches: DomainMismatch[] = [];
  for (const row of await promotionsRepository.paidRewards(db)) {
    const found = rewards.get(`${row.merchantId}|promo:reward:${row.participationId}`) ?? 0n;
    if (found !== row.reward)
      mismatches.push({
        what: 'promotion reward',
        id: row.participationId,
        status: 'paid',
        expected: row.reward.toString(),
        found: found.toString(),
      });
    if (row.bonusId !== null && row.bonusState !== 'wagering') {
      const closed = ends.get(`${row.merchantId}|promo:end:${row.bonusId}`) ?? 0n;
      const expected = row.converted + row.lapsed;
      if (closed !== expected)
        mismatches.push({
          what: 'promotion bonus',
          id: row.bonusId,
          status: row.bonusState ?? '',
          expected: expected.toString(),
          found: closed.toString(),
        });
    }
  }
  return mismatches;
}

export { payPromotionPrize, type PromotionPrize } from './prize-payment.ts';
export { rewardLosses } from './play-triggers.usecases.ts';
export { promotionErrors } from './promotions.errors.ts';

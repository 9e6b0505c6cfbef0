import type { Trx } from '../../db/schema.ts';
import { amountIn, minor, type Minor } from '../../lib/money.ts';
import type { Leg } from '../ledger/ledger.model.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { recordBonusPaid } from '../play-record/play-record.usecases.ts';
import { creditRewardPoints } from '../points/points.port.ts';
import { raffleTickets } from './raffle-tickets-reward.port.ts';
import { contribution, contributionsOf, conversion, effectiveMultiple, requiredTurnover } from './activity-rules.ts';
import { brandOf, type Brand } from './brand.ts';
import type { Activity, Bonus, Participation } from './promotions.model.ts';
import { promotionsRepository } from './promotions.repository.ts';

/*
 * Money of promotions, always inside the caller's transaction. A reward without wagering is cash
 * (brand bonus account → member main); a points reward goes to the member's points (points.port). With wagering it is a bonus: brand bonus → the member's
 * bonus balance, then, once its turnover is met from valid bets, converted to cash (up to the
 * maximum conversion, the rest back to the brand); expired or forfeited, it all goes back.
 * Every posting is keyed on its row (promo:reward:<participation>, promo:end:<bonus>), so no
 * retry or race pays twice; the rows move by conditional writes before the money does.
 *
 * BONUS COST in the play record (`member_day_money.bonuses`, NGR = GGR − bonuses) is counted when
 * the reward is granted, cash or wagered alike, as operators usually report it: the bets staked
 * with bonus money already count in GGR, so the bonus must count as a cost from the same moment.
 * When a wagered bonus ends, whatever goes back to the brand's bonus account (all of it when
 * expired or forfeited, the part above the maximum conversion when completed) is subtracted on
 * the day it ends. The sum is then what the bonus account really gave away, winnings on bonus
 * stakes included, so NGR is the brand's true result; converting to cash adds nothing (the cost
 * was counted at grant). A points reward is not money: its cost counts when points convert.
 */

const DAY_MS = 86_400_000;

/** raffle_closed: a raffle-tickets reward whose raffle is no longer open (nothing moved). */
export type PayOutcome = 'paid' | 'taken' | 'bonus_active' | 'raffle_closed';

/** Pays a claimable participation's reward, once: `to` is claimed (member's claim) or issued (paid on its own). */
export async function payReward(
  trx: Trx,
  brand: Brand,
  activity: Activity,
  participation: Participation,
  to: 'claimed' | 'issued',
  now: Date,
): Promise<PayOutcome> {
  const reward = participation.rewardAmount ?? minor(0n);
  const tickets = activity.reward.kind === 'raffle_tickets' ? activity.reward : null;
  // Tickets into a drawn raffle are worth nothing: the reward stays claimable, and says why.
  if (tickets && !(await raffleTickets().openRaffle(trx, brand.merchantId, tickets.raffleId))) return 'raffle_closed';
  const wagered = effectiveMultiple(activity, brand.maxMultiple) > 0 && reward > 0n;
  const at = now.toISOString();
  if (wagered) {
    // Inserted first: one bonus per participation, per deposit, and one being wagered per member
    // (unique indexes); a row that exists already answers without writing anything.
    const bonusId = await promotionsRepository.insertBonusIfFree(trx, {
      merchant_id: brand.merchantId,
      member_id: participation.memberId,
      activity_id: activity.id,
      participation_id: participation.id,
      deposit_id: participation.depositId,
      amount: reward.toString(),
      required_turnover: requiredTurnover(activity, brand.maxMultiple, reward, participation.baseAmount).toString(),
      max_bet: optionalAmount(activity.wagering.maxBet, brand),
      max_conversion: optionalAmount(activity.wagering.maxConversion, brand),
      contributions: JSON.stringify(contributionsOf(activity)),
      state: 'wagering',
      expires_at: new Date(now.getTime() + activity.wagering.expiryDays * DAY_MS).toISOString(),
      created_at: at,
    });
    if (bonusId === null) {
      const current = await promotionsRepository.participation(trx, participation.id);
      return current && current.state !== 'claimable' ? 'taken' : 'bonus_active';
    }
  }
  const moved = await promotionsRepository.moveParticipation(trx, participation.id, ['claimable'], {
    state: to,
    claimed_at: at,
  });
  if (!moved) {
    if (wagered) throw new Error(`participation ${participation.id} moved under its own bonus`);
    return 'taken';
  }
  if (activity.reward.kind === 'points') {
    // Points of the points mall, once per participation (its lot's source key), never wagered.
    const points = { merchantId: brand.merchantId, memberId: participation.memberId, now };
    await creditRewardPoints(
      trx,
      { ...points, points: BigInt(activity.reward.points), sourceKey: `promo:${participation.id}` },
      { activityId: activity.id, participationId: participation.id },
    );
    return 'paid';
  }
  if (tickets) {
    // Issued by the raffle (its port), once per participation (its source key), never wagered.
    const numbers = await raffleTickets().grantRaffleTickets(trx, {
      merchantId: brand.merchantId,
      raffleId: tickets.raffleId,
      memberId: participation.memberId,
      tickets: tickets.tickets,
      sourceKey: `promo:${participation.id}`,
      at,
    });
    // Drawn in the instant since it was read open: nothing of this claim may stand.
    if (numbers === null)
      throw new Error(`raffle ${tickets.raffleId} closed while paying participation ${participation.id}`);
    return 'paid';
  }
  if (reward === 0n) return 'paid';
  const source = await ensureSystemAccount(trx, brand.merchantId, 'bonus', brand.currency);
  const target = await ensureMemberAccount(
    trx,
    brand.merchantId,
    participation.memberId,
    wagered ? 'bonus' : 'main',
    brand.currency,
  );
  const posted = await postTransaction(trx, {
    merchantId: brand.merchantId,
    kind: wagered ? 'promo_bonus' : 'promo_reward',
    idempotencyKey: `promo:reward:${participation.id}`,
    legs: [
      { accountId: source.id, amount: minor(-reward) },
      { accountId: target.id, amount: reward },
    ],
    metadata: { activityId: activity.id, participationId: participation.id },
  });
  await promotionsRepository.setLedgerTransaction(trx, participation.id, posted.id);
  await recordBonusPaid(trx, { merchantId: brand.merchantId, memberId: participation.memberId, amount: reward, at });
  return 'paid';
}

const optionalAmount = (text: string | null, brand: Brand) =>
  text === null ? null : amountIn(text, brand.places).toString();

/**
 * One settled bet (or its correction or rollback) against the member's bonus being wagered: its
 * weighted valid bet counts once (the event is delivered once); bets settled before the bonus
 * count nothing; the bonus completes as soon as its turnover is met, or lapses once expired.
 */
export async function countBet(
  trx: Trx,
  memberId: number,
  bet: { category: string; stake: Minor; validBet: Minor; settledAt: string },
  now: Date,
): Promise<void> {
  const bonus = await promotionsRepository.activeBonus(trx, memberId, true);
  if (!bonus || bet.settledAt < bonus.createdAt) return;
  if (bonus.expiresAt <= now.toISOString()) {
    await endBonus(trx, bonus, 'expired', now);
    return;
  }
  const { counted, overMax } = contribution(bonus, bet);
  if (counted === 0n && !overMax) return;
  await promotionsRepository.addProgress(trx, bonus.id, counted, overMax);
  if (bonus.progress + counted >= bonus.requiredTurnover) await endBonus(trx, bonus, 'completed', now);
}

/**
 * Ends a bonus being wagered, once (the row moves first, only from wagering): completed converts
 * the bonus balance to cash up to the maximum conversion; expired and forfeited return it.
 */
export async function endBonus(
  trx: Trx,
  bonus: Bonus,
  state: 'completed' | 'expired' | 'forfeited',
  now: Date,
): Promise<boolean> {
  const { currency } = await brandOf(trx, bonus.merchantId);
  const held = await ensureMemberAccount(trx, bonus.merchantId, bonus.memberId, 'bonus', currency);
  const balance = held.balance;
  const { converted, lapsed } =
    state === 'completed' ? conversion(balance, bonus.maxConversion) : { converted: minor(0n), lapsed: balance };
  const moved = await promotionsRepository.endBonus(
    trx,
    bonus.id,
    state,
    { converted: state === 'completed' ? converted : null, lapsed },
    now.toISOString(),
  );
  if (!moved || balance === 0n) return moved;
  const legs: Leg[] = [{ accountId: held.id, amount: minor(-balance) }];
  if (converted > 0n) {
    const main = await ensureMemberAccount(trx, bonus.merchantId, bonus.memberId, 'main', currency);
    legs.push({ accountId: main.id, amount: converted });
  }
  if (lapsed > 0n) {
    const house = await ensureSystemAccount(trx, bonus.merchantId, 'bonus', currency);
    legs.push({ accountId: house.id, amount: lapsed });
  }
  await postTransaction(trx, {
    merchantId: bonus.merchantId,
    kind: `promo_bonus_${state}`,
    idempotencyKey: `promo:end:${bonus.id}`,
    legs,
    metadata: { bonusId: bonus.id },
  });
  // What went back to the brand was never a cost (see the top of this file).
  const at = now.toISOString();
  await recordBonusPaid(trx, { merchantId: bonus.merchantId, memberId: bonus.memberId, amount: minor(-lapsed), at });
  return true;
}

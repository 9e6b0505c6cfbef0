import type { ReferralHoldReason, ReferralMilestone } from '@arcadia/contracts';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import { minor, type Minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { recordBonusPaid } from '../play-record/play-record.usecases.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import { referralBrand, type ReferralBrand } from './referral-brand.ts';
import type { ReferralLink, ReferralProgramme, ReferralReward } from './referrals.model.ts';
import { referralsRepository } from './referrals.repository.ts';

/*
 * REWARDS: each milestone a referred member reaches pays the referrer once. The reward row is
 * unique per (referred member, milestone), so a late, repeated or concurrent event finds it taken
 * and pays nothing; a paid reward's posting (bonus account → the referrer's main wallet, key
 * referral:reward:<id>) is written in the same transaction as the row. Rewards are plain cash with
 * no wagering: the programme pays for bringing a depositing, playing friend, not a bonus to play
 * through. When the abuse checks find something the reward is written `held` and pays only when an
 * operator approves it.
 */

export const rewardOf = (p: ReferralProgramme, milestone: ReferralMilestone): Minor => {
  switch (milestone) {
    case 'registered':
      return p.registerReward;
    case 'deposit':
      return p.depositReward;
    case 'turnover':
      return p.turnoverReward;
  }
};

/** Why this reward must wait for an operator, if anything. */
export async function holdReasons(trx: DbOrTrx, link: ReferralLink, now: Date): Promise<ReferralHoldReason[]> {
  const reasons: ReferralHoldReason[] = [];
  const theirs = await referralsRepository.ipsOf(trx, link.referrerId);
  const friends = await referralsRepository.ipsOf(trx, link.referredId);
  if (link.registerIp) friends.add(link.registerIp);
  if ([...friends].some((ip) => theirs.has(ip))) reasons.push('same_ip');
  if (link.registerDevice && (await referralsRepository.usedDevice(trx, link.referrerId, link.registerDevice)))
    reasons.push('same_device');
  if (await referralsRepository.sharesPayoutAccount(trx, link.merchantId, link.referredId))
    reasons.push('shared_payout');
  if (await responsibleGamingPort.isExcluded(trx, link.referrerId, now)) reasons.push('excluded');
  return reasons;
}

/** The posting of a reward and its bonus in the play record's money roll-up, inside the caller's transaction. */
export async function payReferralReward(trx: Trx, brand: ReferralBrand, reward: ReferralReward, at: string) {
  const source = await ensureSystemAccount(trx, reward.merchantId, 'bonus', brand.currency);
  const target = await ensureMemberAccount(trx, reward.merchantId, reward.referrerId, 'main', brand.currency);
  await postTransaction(trx, {
    merchantId: reward.merchantId,
    kind: 'referral_reward',
    idempotencyKey: `referral:reward:${reward.id}`,
    legs: [
      { accountId: source.id, amount: minor(-reward.amount) },
      { accountId: target.id, amount: reward.amount },
    ],
    metadata: { referredId: reward.referredId, milestone: reward.milestone },
  });
  await recordBonusPaid(trx, { merchantId: reward.merchantId, memberId: reward.referrerId, amount: reward.amount, at });
}

/**
 * The friend reached `milestone`: its reward, once, paid at once or held. Nothing here throws for
 * a business reason (a registration, deposit or settlement must not fail because of a referral).
 */
export async function reachMilestone(
  trx: Trx,
  link: ReferralLink,
  programme: ReferralProgramme,
  milestone: ReferralMilestone,
  now: Date,
): Promise<void> {
  const amount = rewardOf(programme, milestone);
  if (amount <= 0n) return;
  const brand = await referralBrand(trx, link.merchantId);
  if (!brand.enabled) return;
  const reasons = await holdReasons(trx, link, now);
  const at = now.toISOString();
  const reward = {
    merchantId: link.merchantId,
    referrerId: link.referrerId,
    referredId: link.referredId,
    milestone,
    amount,
    state: reasons.length > 0 ? ('held' as const) : ('paid' as const),
    reasons,
    createdAt: at,
  };
  const id = await referralsRepository.insertReward(trx, reward);
  if (id === null || reward.state === 'held') return;
  await payReferralReward(trx, brand, { ...reward, id }, at);
}

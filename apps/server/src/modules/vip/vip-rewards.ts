import type { Trx } from '../../db/schema.ts';
import { minor } from '../../lib/money.ts';
import { ensureMemberAccount, ensureSystemAccount, postTransaction } from '../ledger/ledger.usecases.ts';
import { recordBonusPaid } from '../play-record/play-record.usecases.ts';
import { responsibleGamingPort } from '../responsible-gaming/responsible-gaming.port.ts';
import type { RewardClaim } from './vip.model.ts';
import { vipRepository } from './vip.repository.ts';

/**
 * LEVEL-UP AND BIRTHDAY REWARDS, paid as cash straight through the ledger (bonus account -> the
 * member's main wallet), not through the promotions engine. The engine pays participations of an
 * activity an operator publishes, and a wagered reward there is a bonus of which a member holds one
 * at a time: a level-up reward arriving while a deposit bonus is wagered would wait, unpaid, as
 * "claimable", and a withdrawal would forfeit it with the bonus. A VIP reward is owed for the
 * level itself, at once, and a level stores an amount, not wagering terms; so cash, kept under the
 * bonus ledger kinds (the member's account record lists them as bonuses).
 *
 * Once each: the reward's row is unique per (member, kind, occasion) and the ledger key repeats
 * it, both inside the caller's transaction, so concurrent calls and several instances pay one of
 * them and the others find the row taken (vip-instances.test.ts). A member excluded by responsible gaming at
 * the time gets the row marked withheld and no money (promotions and VIP skip excluded members).
 */

export type RewardOutcome = 'paid' | 'withheld' | 'already';

export const rewardLedgerKey = (c: Pick<RewardClaim, 'kind' | 'memberId' | 'ref'>) =>
  `vip:${c.kind}:${c.memberId}:${c.ref}`;

export async function payReward(trx: Trx, claim: RewardClaim, now: Date): Promise<RewardOutcome> {
  if (claim.amount <= 0n) return 'already';
  const excluded = await responsibleGamingPort.isExcluded(trx, claim.memberId, now);
  const status = excluded ? 'withheld' : 'paid';
  const id = await vipRepository.claimReward(trx, { ...claim, status, at: now.toISOString() });
  if (id === null) return 'already';
  if (excluded) return 'withheld';
  const currency = await vipRepository.brandCurrency(trx, claim.merchantId);
  const bonus = await ensureSystemAccount(trx, claim.merchantId, 'bonus', currency);
  const main = await ensureMemberAccount(trx, claim.merchantId, claim.memberId, 'main', currency);
  const posted = await postTransaction(trx, {
    merchantId: claim.merchantId,
    kind: claim.kind === 'level_up' ? 'bonus_vip_level_up' : 'bonus_vip_birthday',
    idempotencyKey: rewardLedgerKey(claim),
    legs: [
      { accountId: bonus.id, amount: minor(-claim.amount) },
      { accountId: main.id, amount: claim.amount },
    ],
    metadata: { vipReward: claim.kind, ref: claim.ref, levelId: claim.levelId },
  });
  await vipRepository.markRewardPosted(trx, id, posted.id);
  const paid = { merchantId: claim.merchantId, memberId: claim.memberId, amount: claim.amount };
  await recordBonusPaid(trx, { ...paid, at: now.toISOString() });
  return 'paid';
}

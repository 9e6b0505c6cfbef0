import { randomInt } from 'node:crypto';
import { formatMinor, type ReferralSummary } from '@arcadia/contracts';
import type { Db, Trx } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/constraint-errors.ts';
import { maskName } from '../../lib/mask-name.ts';
import { toMinor } from '../../lib/money.ts';
import type { CreditedDeposit, DepositCreditedListener } from '../payments/deposit-events.port.ts';
import type { PlayEvent, PlayEventSubscriber } from '../play-record/play-events.port.ts';
import { reachMilestone } from './referral-rewards.usecases.ts';
import { referralBrand } from './referral-brand.ts';
import { referralErrors } from './referrals.errors.ts';
import { referralsRepository, sumOf } from './referrals.repository.ts';
import { countReferredBets } from './turnover-batch.usecases.ts';

// No 0/O or 1/I: codes are read aloud and typed by hand.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The member's referral code, made on first use; another member's code (unique per brand) means another draw. */
export async function referralCodeOf(db: Db, merchantId: number, memberId: number): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = await referralsRepository.codeOf(db, memberId);
    if (code) return code;
    try {
      await referralsRepository.insertCode(db, merchantId, memberId, newCode(), new Date().toISOString());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5) throw error;
    }
  }
}

export type LinkOutcome = 'linked' | 'off' | 'unknown_code' | 'self' | 'already_linked';

/**
 * A registration with a referral code links the new member to the code's owner, once (the link's
 * key is the referred member), and pays the "registered" milestone. A code of nobody, the member's
 * own code, or a brand with the programme off links nothing; none of these fails the registration.
 */
export async function linkReferral(
  trx: Trx,
  input: {
    merchantId: number;
    memberId: number;
    code: string | null | undefined;
    ip: string | null;
    deviceId?: string | null;
  },
  now = new Date(),
): Promise<LinkOutcome> {
  const code = input.code?.trim().toUpperCase();
  if (!code) return 'unknown_code';
  if (!(await referralBrand(trx, input.merchantId)).enabled) return 'off';
  const referrerId = await referralsRepository.ownerOfCode(trx, input.merchantId, code);
  if (referrerId === null) return 'unknown_code';
  if (referrerId === input.memberId) return 'self';
  const link = {
    referredId: input.memberId,
    merchantId: input.merchantId,
    referrerId,
    registerIp: input.ip,
    registerDevice: input.deviceId ?? null,
    at: now.toISOString(),
  };
  if (!(await referralsRepository.insertLink(trx, link))) return 'already_linked';
  const programme = await referralsRepository.programme(trx, input.merchantId);
  if (programme)
    await reachMilestone(trx, (await referralsRepository.linkOf(trx, input.memberId))!, programme, 'registered', now);
  return 'linked';
}

/** A credited deposit of a referred member, inside the crediting transaction: at least X pays the deposit milestone. */
export async function countReferredDeposit(trx: Trx, deposit: CreditedDeposit): Promise<void> {
  const link = await referralsRepository.linkOf(trx, deposit.memberId);
  if (!link) return;
  const programme = await referralsRepository.programme(trx, deposit.merchantId);
  if (!programme || deposit.amount < programme.depositMin) return;
  await reachMilestone(trx, link, programme, 'deposit', new Date(deposit.creditedAt));
}

/**
 * A settled, corrected or rolled-back bet of a referred member: its change of valid bet adds to the
 * link's turnover once (the event is marked counted in the same transaction), and reaching Y pays
 * the turnover milestone. A bet settled before the link, or after the milestone, changes nothing paid.
 */
export async function countReferredBet(trx: Trx, event: PlayEvent): Promise<void> {
  const link = await referralsRepository.linkOf(trx, event.memberId);
  if (!link || event.createdAt < link.createdAt) return;
  const programme = await referralsRepository.programme(trx, event.merchantId);
  if (!programme) return;
  if (!(await referralsRepository.markCounted(trx, event.merchantId, `event:${event.id}`, event.createdAt))) return;
  const turnover = await referralsRepository.addTurnover(trx, link.referredId, toMinor(event.payload.change.validBet));
  if (turnover >= programme.turnoverMin)
    await reachMilestone(trx, link, programme, 'turnover', new Date(event.createdAt));
}

export const referralsPlaySubscriber: PlayEventSubscriber = {
  name: 'referrals.turnover',
  handle: countReferredBet,
  handleBatch: countReferredBets,
};
export const referralsDepositListener: DepositCreditedListener = { name: 'referrals', credited: countReferredDeposit };

/** MCSFE_getReferralSummary: the member's code and link, the milestones, friends (masked) and rewards. */
export async function referralSummary(
  db: Db,
  ctx: { merchantId: number; memberId: number; origin: string; deviceId?: string | null },
): Promise<ReferralSummary> {
  const brand = await referralBrand(db, ctx.merchantId);
  if (!brand.enabled) throw referralErrors.notOffered();
  // The browser the member shares from: a friend registering on it is held for review.
  if (ctx.deviceId) await referralsRepository.noteDevice(db, ctx.memberId, ctx.deviceId, new Date().toISOString());
  const code = await referralCodeOf(db, ctx.merchantId, ctx.memberId);
  const programme = await referralsRepository.programme(db, ctx.merchantId);
  const money = (v: bigint) => formatMinor(v, brand.places);
  const milestones = programme
    ? [
        { milestone: 'registered' as const, threshold: null, reward: money(programme.registerReward) },
        {
          milestone: 'deposit' as const,
          threshold: money(programme.depositMin),
          reward: money(programme.depositReward),
        },
        {
          milestone: 'turnover' as const,
          threshold: money(programme.turnoverMin),
          reward: money(programme.turnoverReward),
        },
      ].filter((m) => m.reward !== money(0n))
    : [];
  const { invited, list } = await referralsRepository.referredOf(db, ctx.memberId);
  const rewards = await referralsRepository.rewardsOf(db, ctx.memberId);
  return {
    enabled: brand.enabled,
    code,
    link: `${ctx.origin}/register?referralCode=${code}`,
    milestones,
    invited,
    totals: {
      paid: money(sumOf(rewards, 'paid')),
      held: money(sumOf(rewards, 'held')),
      rejected: money(sumOf(rewards, 'rejected')),
    },
    referred: list.map((friend) => ({
      username: maskName(friend.username),
      registeredAt: friend.at,
      rewards: rewards
        .filter((r) => r.referredId === friend.id)
        .map((r) => ({ milestone: r.milestone, amount: money(r.amount), state: r.state, createdAt: r.createdAt })),
    })),
  };
}

import {
  formatMinor,
  type HeldReferralReward,
  type ReferralSettings,
  type ReferralSettingsInput,
} from '@arcadia/contracts';
import type { DbOrTrx } from '../../db/schema.ts';
import { inRetryingTransaction } from '../../db/unit-of-work.ts';
import { errors } from '../../http/app-error.ts';
import { amountIn, minor } from '../../lib/money.ts';
import { flagsPort } from '../flags/flags.port.ts';
import { payReferralReward } from './referral-rewards.usecases.ts';
import { referralBrand } from './referral-brand.ts';
import { referralErrors } from './referrals.errors.ts';
import type { ReferralProgramme, ReferralReward } from './referrals.model.ts';
import { referralsRepository } from './referrals.repository.ts';

const NONE: Omit<ReferralProgramme, 'merchantId'> = {
  registerReward: minor(0n),
  depositMin: minor(0n),
  depositReward: minor(0n),
  turnoverMin: minor(1n),
  turnoverReward: minor(0n),
};

export async function referralSettings(db: DbOrTrx, merchantId: number): Promise<ReferralSettings> {
  const brand = await referralBrand(db, merchantId);
  const p = (await referralsRepository.programme(db, merchantId)) ?? { merchantId, ...NONE };
  const money = (v: bigint) => formatMinor(v, brand.places);
  return {
    enabled: brand.enabled,
    registerReward: money(p.registerReward),
    depositMin: money(p.depositMin),
    depositReward: money(p.depositReward),
    turnoverMin: money(p.turnoverMin),
    turnoverReward: money(p.turnoverReward),
  };
}

/** Saves the programme and switches the brand's REFERRAL3 flag (the spec's referral feature flag) with it. */
export async function saveReferralSettings(db: DbOrTrx, merchantId: number, input: ReferralSettingsInput, now: Date) {
  const { places } = await referralBrand(db, merchantId);
  const programme: ReferralProgramme = {
    merchantId,
    registerReward: amountIn(input.registerReward, places, 'registerReward'),
    depositMin: amountIn(input.depositMin, places, 'depositMin'),
    depositReward: amountIn(input.depositReward, places, 'depositReward'),
    turnoverMin: amountIn(input.turnoverMin, places, 'turnoverMin'),
    turnoverReward: amountIn(input.turnoverReward, places, 'turnoverReward'),
  };
  if (programme.turnoverMin <= 0n) throw errors.invalid([{ field: 'turnoverMin', key: 'validation.invalid' }]);
  await inRetryingTransaction(db, async (trx) => {
    await referralsRepository.saveProgramme(trx, programme, now.toISOString());
    await flagsPort.set(trx, merchantId, 'REFERRAL3', input.enabled);
  });
  return referralSettings(db, merchantId);
}

const heldView = (r: ReferralReward & { referrer: string; referred: string }, places: number): HeldReferralReward => ({
  id: r.id,
  referrer: r.referrer,
  referred: r.referred,
  milestone: r.milestone,
  amount: formatMinor(r.amount, places),
  state: r.state,
  reasons: r.reasons,
  createdAt: r.createdAt,
});

/** Rewards waiting for review, oldest first, with both members' accounts and why each was held. */
export async function heldReferralRewards(db: DbOrTrx, merchantId: number) {
  const { places } = await referralBrand(db, merchantId);
  return { list: (await referralsRepository.heldRewards(db, merchantId)).map((r) => heldView(r, places)) };
}

/**
 * An operator's decision on a held reward: approve pays it now (the state change and the posting
 * in one transaction), reject pays nothing. Only a held reward moves, so of two operators deciding
 * at once one wins and the other is told it is no longer held.
 */
export async function reviewReferralReward(
  db: DbOrTrx,
  merchantId: number,
  id: number,
  decision: 'approve' | 'reject',
  by: string,
  now: Date,
): Promise<HeldReferralReward> {
  return inRetryingTransaction(db, async (trx) => {
    const brand = await referralBrand(trx, merchantId);
    const reward = await referralsRepository.reward(trx, merchantId, id);
    if (!reward || reward.state !== 'held') throw referralErrors.rewardNotHeld();
    const to = decision === 'approve' ? 'paid' : 'rejected';
    if (!(await referralsRepository.review(trx, id, to, by, now.toISOString()))) throw referralErrors.rewardNotHeld();
    if (to === 'paid') await payReferralReward(trx, brand, reward, now.toISOString());
    const [referrer, referred] = await Promise.all(
      [reward.referrerId, reward.referredId].map(async (memberId) =>
        String(
          (await trx.selectFrom('members').select('username').where('id', '=', memberId).executeTakeFirstOrThrow())
            .username,
        ),
      ),
    );
    return heldView({ ...reward, state: to, referrer: referrer!, referred: referred! }, brand.places);
  });
}

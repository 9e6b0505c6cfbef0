import type { ReferralSettingsInput } from '@arcadia/contracts';
import type { Db } from '../src/db/schema.ts';
import { inTransaction } from '../src/db/unit-of-work.ts';
import { deliverPlayEvents } from '../src/modules/play-record/play-events.ts';
import { saveReferralSettings } from '../src/modules/referrals/referrals-admin.usecases.ts';
import { linkReferral, referralCodeOf, referralsPlaySubscriber } from '../src/modules/referrals/referrals.usecases.ts';
import { createSignedInMember, DEFAULT_MERCHANT } from './factories/members.ts';

let ip = 0;
/** An IP no other member of the run used. */
export const freshIp = () => `10.77.${Math.floor(++ip / 250)}.${(ip % 250) + 1}`;

/** Brand 1's programme: 1.00 on registering, 5.00 for a deposit of 20.00+, 10.00 at 200.00 valid bet (unless told). */
export const referralProgramme = (db: Db, input: Partial<ReferralSettingsInput> = {}) =>
  saveReferralSettings(
    db,
    DEFAULT_MERCHANT,
    {
      enabled: true,
      registerReward: '1.00',
      depositMin: '20.00',
      depositReward: '5.00',
      turnoverMin: '200.00',
      turnoverReward: '10.00',
      ...input,
    },
    new Date(),
  );

/** A member signed in from an IP of its own, with its referral code. */
export async function referrer(db: Db, at = freshIp()) {
  const signedIn = await createSignedInMember(db, {}, at);
  return { ...signedIn, code: await referralCodeOf(db, DEFAULT_MERCHANT, signedIn.member.id) };
}

/** A member registered with `code` from `at` (a fresh IP unless told): the link as registration makes it. */
export async function referredBy(db: Db, code: string, at = freshIp()) {
  const signedIn = await createSignedInMember(db, {}, at);
  const outcome = await inTransaction(db, (trx) =>
    linkReferral(trx, { merchantId: DEFAULT_MERCHANT, memberId: signedIn.member.id, code, ip: at }),
  );
  return { ...signedIn, outcome };
}

/** Hands every pending "bet settled" event to referrals. */
export const deliverToReferrals = (db: Db) => deliverPlayEvents(db, [referralsPlaySubscriber], { waitMs: 5_000 });

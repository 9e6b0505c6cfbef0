import type { Trx } from '../schema.ts';
import { saveReferralSettings } from '../../modules/referrals/referrals-admin.usecases.ts';

/**
 * The demo brand's invite-friends programme (demo amounts, switched on with its REFERRAL3 flag):
 * 1.00 when a friend registers with the member's link, 5.00 when the friend deposits 20.00 or more,
 * 10.00 when the friend's valid bet reaches 200.00. Paid in cash to the referrer's main wallet.
 */
export async function seedDemoReferrals(trx: Trx, merchantId: number): Promise<void> {
  await saveReferralSettings(
    trx,
    merchantId,
    {
      enabled: true,
      registerReward: '1.00',
      depositMin: '20.00',
      depositReward: '5.00',
      turnoverMin: '200.00',
      turnoverReward: '10.00',
    },
    new Date(),
  );
}

import type { Db } from '../../db/schema.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { postingsByKeyPrefix } from '../ledger/ledger.usecases.ts';
import { referralsRepository } from './referrals.repository.ts';

/** What registration asks of referrals inside the transaction that inserts the member. */
export { linkReferral } from './referrals.usecases.ts';

/**
 * `ledger:check` for referrals: every paid reward has its posting (referral:reward:<id>) of its
 * amount; held and rejected rewards have none.
 */
export async function reconcileReferrals(db: Db): Promise<DomainMismatch[]> {
  const posted = await postingsByKeyPrefix(db, 'referral:reward:');
  const paid = await referralsRepository.paidRewards(db);
  const mismatches: DomainMismatch[] = [];
  for (const reward of paid) {
    const key = `${reward.merchantId}|referral:reward:${reward.id}`;
    const found = posted.get(key) ?? 0n;
    posted.delete(key);
    if (found !== reward.amount)
      mismatches.push({
        what: 'referral reward',
        id: reward.id,
        status: 'paid',
        expected: reward.amount.toString(),
        found: found.toString(),
      });
  }
  for (const [key, found] of posted)
    mismatches.push({
      what: 'referral reward',
      id: Number(key.split(':').at(-1)),
      status: 'unpaid',
      expected: '0',
      found: found.toString(),
    });
  return mismatches;
}

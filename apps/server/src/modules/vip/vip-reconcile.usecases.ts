import type { DbOrTrx } from '../../db/schema.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { postingsByKeyPrefix } from '../ledger/ledger.usecases.ts';
import { rewardLedgerKey } from './vip-rewards.ts';
import { vipRepository } from './vip.repository.ts';

/**
 * VIP REWARDS AGAINST THE LEDGER (part of `ledger:check`): a paid reward has one posting under its
 * key that moved exactly its amount; a withheld one has none; a VIP posting that no reward row
 * explains is reported too.
 */
export async function reconcileVipRewards(db: DbOrTrx): Promise<DomainMismatch[]> {
  const posted = await postingsByKeyPrefix(db, 'vip:');
  const mismatches: DomainMismatch[] = [];
  for (const reward of await vipRepository.allRewards(db)) {
    const key = `${reward.merchantId}|${rewardLedgerKey(reward)}`;
    const expected = reward.status === 'paid' ? String(reward.amount) : 'none';
    const found = posted.has(key) ? String(posted.get(key)) : 'none';
    if (expected !== found)
      mismatches.push({ what: 'vip reward', id: reward.id, status: reward.status, expected, found });
    posted.delete(key);
  }
  for (const [key, amount] of posted)
    mismatches.push({
      what: `vip posting ${key}`,
      id: 0,
      status: 'no reward',
      expected: 'none',
      found: String(amount),
    });
  return mismatches;
}

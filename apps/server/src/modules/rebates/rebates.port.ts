import type { DbOrTrx } from '../../db/schema.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { postingsByKeyPrefix } from '../ledger/ledger.usecases.ts';
import { rebateLedgerKey } from './rebates.model.ts';
import { rebatesRepository } from './rebates.repository.ts';

/**
 * What other modules read of rebates: whether a brand offers one (the demo announcements advertise
 * it only then), and the paid lines against the ledger (part of `ledger:check`).
 */
export const rebatesPort = {
  async offered(db: DbOrTrx, merchantId: number): Promise<boolean> {
    return (await rebatesRepository.settings(db, merchantId)).enabled;
  },
};

/** A paid line has one posting under its key that moved exactly its amount; a rebate posting no line explains is reported. */
export async function reconcileRebates(db: DbOrTrx): Promise<DomainMismatch[]> {
  const posted = await postingsByKeyPrefix(db, 'rebate:');
  const mismatches: DomainMismatch[] = [];
  for (const claim of await rebatesRepository.allClaims(db)) {
    const key = `${claim.merchantId}|${rebateLedgerKey(claim)}`;
    const found = posted.has(key) ? String(posted.get(key)) : 'none';
    if (found !== String(claim.amount))
      mismatches.push({ what: 'rebate', id: claim.id, status: 'paid', expected: String(claim.amount), found });
    posted.delete(key);
  }
  for (const [key, amount] of posted)
    mismatches.push({
      what: `rebate posting ${key}`,
      id: 0,
      status: 'no line',
      expected: 'none',
      found: String(amount),
    });
  return mismatches;
}

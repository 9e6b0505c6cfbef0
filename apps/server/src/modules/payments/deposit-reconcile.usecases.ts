import type { DbOrTrx } from '../../db/schema.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { postingsByKeyPrefix } from '../ledger/ledger.usecases.ts';
import { depositsRepository } from './deposits.repository.ts';

/** A credited deposit has exactly one credit (deposit:<id>) of its credit amount; any other has none. */
export async function reconcileDeposits(db: DbOrTrx): Promise<DomainMismatch[]> {
  const credits = await postingsByKeyPrefix(db, 'deposit:');
  const mismatches: DomainMismatch[] = [];
  for await (const d of depositsRepository.all(db)) {
    const key = `${d.merchantId}|deposit:${d.id}`;
    const credit = credits.get(key);
    credits.delete(key);
    const expected = d.status === 'credited' ? `credit=${d.creditAmount}` : 'none';
    const found = credit === undefined ? 'none' : `credit=${credit}`;
    const linked = d.status !== 'credited' || d.ledgerTransactionId !== null;
    if (expected !== found || !linked)
      mismatches.push({ what: 'deposit', id: d.id, status: d.status, expected, found });
  }
  for (const [key, credit] of credits)
    mismatches.push({
      what: 'deposit',
      id: Number(key.split(':')[1]),
      status: 'missing',
      expected: 'none',
      found: `credit=${credit}`,
    });
  return mismatches;
}

import type { DbOrTrx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { postingsByKeyPrefix } from '../ledger/ledger.usecases.ts';
import type { Withdrawal } from './withdrawal.model.ts';
import { statusesFrom } from './withdrawal-state.ts';
import { withdrawalsRepository } from './withdrawals.repository.ts';

/** Once paid out, a withdrawal's disburse step stays, whatever its later status. */
const AFTER_DISBURSE = statusesFrom('disbursed');

/** The ledger steps (withdrawal:<id>:<step>) and amounts a withdrawal in its status must have. */
export function expectedSteps(w: Withdrawal): Record<string, Minor> {
  const steps: Record<string, Minor> = {};
  if (w.status === 'holding') return steps;
  steps.hold = w.amount;
  if (w.status === 'rejected') steps.release = w.amount;
  if (AFTER_DISBURSE.includes(w.status)) steps.disburse = w.amount;
  if (w.status === 'resolved' && w.refundAmount !== null && w.refundAmount > 0n) steps.refund = w.refundAmount;
  return steps;
}

const render = (steps: Record<string, Minor>) =>
  Object.keys(steps)
    .sort()
    .map((k) => `${k}=${steps[k]}`)
    .join(' ') || 'none';

/** Every withdrawal against the ledger: exactly the postings its status implies, no more, no fewer. */
export async function reconcileWithdrawals(db: DbOrTrx): Promise<DomainMismatch[]> {
  const moved = await postingsByKeyPrefix(db, 'withdrawal:');
  const found = new Map<number, Record<string, Minor>>();
  for (const [key, amount] of moved) {
    const [, , id, step] = /^(\d+)\|withdrawal:(\d+):(\w+)$/.exec(key) ?? [];
    if (!id || !step) continue;
    const steps = found.get(Number(id)) ?? {};
    steps[step] = amount;
    found.set(Number(id), steps);
  }
  const mismatches: DomainMismatch[] = [];
  for await (const w of withdrawalsRepository.all(db)) {
    const expected = render(expectedSteps(w));
    const actual = render(found.get(w.id) ?? {});
    found.delete(w.id);
    if (expected !== actual)
      mismatches.push({ what: 'withdrawal', id: w.id, status: w.status, expected, found: actual });
  }
  for (const [id, steps] of found)
    mismatches.push({ what: 'withdrawal', id, status: 'missing', expected: 'none', found: render(steps) });
  return mismatches;
}

import type { DbOrTrx } from '../../db/schema.ts';
import type { Minor } from '../../lib/money.ts';
import type { DomainMismatch } from '../ledger/ledger.model.ts';
import { postingsByKeyPrefix } from '../ledger/ledger.usecases.ts';
import { ledgerKeys } from './settlement.model.ts';
import { settlementRepository } from './settlement.repository.ts';
import { debtsRepository } from './debts.repository.ts';

/** Postings under a key prefix, by the key without the brand. */
async function moved(db: DbOrTrx, prefix: string): Promise<Map<string, Minor>> {
  const byKey = new Map<string, Minor>();
  for (const [key, amount] of await postingsByKeyPrefix(db, prefix)) byKey.set(key.slice(key.indexOf('|') + 1), amount);
  return byKey;
}

/**
 * CONTRACT SETTLEMENT AGAINST THE LEDGER (part of `ledger:check`): a line in preview has no
 * posting; a paid line one of what it paid (none when it paid nothing); a clawed-back line that
 * posting and its reversal; each debt payment its posting, reversed when its debt was cancelled.
 * Postings of lines or debt payments that no row explains are reported too.
 */
export async function reconcileContractSettlements(db: DbOrTrx): Promise<DomainMismatch[]> {
  const paid = await moved(db, 'contract-line:');
  const clawed = await moved(db, ledgerKeys.clawback('contract-line:'));
  const debts = await moved(db, 'contract-debt:');
  const debtsBack = await moved(db, ledgerKeys.clawback('contract-debt:'));
  const mismatches: DomainMismatch[] = [];
  const check = (what: string, id: number, status: string, expected: Minor | undefined, found: Minor | undefined) => {
    if (expected !== found)
      mismatches.push({ what, id, status, expected: String(expected ?? 'none'), found: String(found ?? 'none') });
  };
  for (const line of await settlementRepository.moneyOfLines(db)) {
    const key = ledgerKeys.line(line.id);
    const expected = line.state !== 'preview' && line.posted ? line.paidAmount : undefined;
    check('contract line', line.id, line.state, expected, paid.get(key));
    check(
      'contract line clawback',
      line.id,
      line.state,
      line.state === 'clawed_back' ? expected : undefined,
      clawed.get(ledgerKeys.clawback(key)),
    );
    paid.delete(key);
  }
  for (const payment of await debtsRepository.allDebtPayments(db)) {
    const key = ledgerKeys.debtPayment(payment.debtId, payment.runId);
    check('contract debt payment', payment.debtId, payment.state, payment.amount, debts.get(key));
    const back = payment.state === 'cancelled' ? payment.amount : undefined;
    check(
      'contract debt payment clawback',
      payment.debtId,
      payment.state,
      back,
      debtsBack.get(ledgerKeys.clawback(key)),
    );
    debts.delete(key);
  }
  for (const key of [...paid.keys(), ...debts.keys()])
    mismatches.push({ what: 'contract posting', id: 0, status: 'missing', expected: 'none', found: key });
  return mismatches;
}

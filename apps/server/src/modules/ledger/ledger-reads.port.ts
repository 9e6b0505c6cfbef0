import { ledgerReadsRepository } from './ledger-reads.repository.ts';

/**
 * What other modules read from the ledger besides account lists (ledger.usecases.ts): a member's
 * balance totals and the transactions posted under given idempotency keys.
 */
export const ledgerReads = {
  balanceTotals: ledgerReadsRepository.balanceTotals,
  transactionsByKeys: ledgerReadsRepository.transactionsByKeys,
};
export type { BalanceTotals, MoveRecord } from './ledger-reads.repository.ts';

import type { Db } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { reverse } from '../ledger/ledger-reversal.usecases.ts';
import { contractErrors } from './agent-contracts.errors.ts';
import { ledgerKeys, type SettlementLine } from './settlement.model.ts';
import { settlementRepository } from './settlement.repository.ts';
import { debtsRepository } from './debts.repository.ts';

/**
 * CLAWBACK: a paid line is taken back with reversing ledger transactions — its payment and every
 * payment made since on the debt its payer owed for it (the debt is cancelled) — in one
 * transaction with the line's move to clawed_back, once. The agent's wallet must hold the money
 * (a member balance never goes below zero): otherwise nothing is taken back and the operator is told.
 */
export async function clawBackLine(
  db: Db,
  lineId: number,
  input: { merchantId: number | null; reason: string; now: Date },
): Promise<SettlementLine> {
  const at = input.now.toISOString();
  return inTransaction(db, async (trx) => {
    const line = await settlementRepository.findLine(trx, lineId);
    if (!line || (input.merchantId !== null && line.merchantId !== input.merchantId))
      throw contractErrors.settlementNotFound();
    if (!(await settlementRepository.markLineClawedBack(trx, line.id, at))) throw contractErrors.lineNotPaid();
    const undo = (originalKey: string) =>
      reverse(trx, {
        merchantId: line.merchantId,
        originalKey,
        idempotencyKey: ledgerKeys.clawback(originalKey),
        reason: input.reason,
      });
    if (line.ledgerTransactionId !== null) await undo(ledgerKeys.line(line.id));
    const debt = await debtsRepository.debtOfLine(trx, line.id);
    if (debt) {
      for (const payment of await debtsRepository.debtPayments(trx, debt.id))
        await undo(ledgerKeys.debtPayment(debt.id, payment.runId));
      await debtsRepository.cancelDebt(trx, debt.id, at);
    }
    return (await settlementRepository.findLine(trx, line.id))!;
  });
}

import type { Db, Trx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { reverse } from '../ledger/ledger-reversal.usecases.ts';
import { contractErrors } from './agent-contracts.errors.ts';
import { ledgerKeys, type SettlementLine } from './settlement.model.ts';
import { settlementRepository } from './settlement.repository.ts';
import { debtsRepository } from './debts.repository.ts';
import { carryWithout } from './contract-amounts.ts';
import { minor } from '../../lib/money.ts';

/**
 * CLAWBACK: a paid line is taken back with reversing ledger transactions — its payment and every
 * payment made since on the debt its payer owed for it (the debt is cancelled), and a dividend's
 * negative carry set back to what it would be without that period — in one transaction with the
 * line's move to clawed_back, once. The agent's wallet must hold the money
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
    if (line.inputs.carryOut !== undefined) await restoreCarry(trx, line, at);
    return (await settlementRepository.findLine(trx, line.id))!;
  });
}

/**
 * A dividend's negative carry after the clawback: what it would be had the line's period never
 * settled — the carry that period started from, replayed through the periods paid since, each
 * under the carry setting its own run applied. The carry row is locked first, so an approval
 * paying meanwhile either is seen here or finds the carry changed and is refused as stale.
 */
async function restoreCarry(trx: Trx, line: SettlementLine, at: string): Promise<void> {
  const run = await settlementRepository.findRun(trx, line.runId);
  if (!run) return;
  await debtsRepository.lockCarry(trx, line.contractId);
  const later = await settlementRepository.paidLinesOfContractAfter(trx, line.contractId, run.periodStart);
  const carry = carryWithout(
    minor(BigInt(line.inputs.carryIn ?? '0')),
    later.map((l) => ({ teamLoss: minor(BigInt(l.line.inputs.teamLoss)), carryForward: l.negativeCarry })),
  );
  await debtsRepository.restoreCarry(trx, line.contractId, carry, at);
}

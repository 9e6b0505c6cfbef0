import type { Trx } from '../../db/schema.ts';
import { inTransaction } from '../../db/unit-of-work.ts';
import { minor, type Minor } from '../../lib/money.ts';
import type { LedgerAccount } from '../ledger/ledger.model.ts';
import {
  ensureMemberAccounts,
  ensureSystemAccount,
  memberAccounts,
  postTransaction,
} from '../ledger/ledger.usecases.ts';
import type { Db } from '../../db/schema.ts';
import { contractErrors } from './agent-contracts.errors.ts';
import { payFromWallet } from './difference-model.ts';
import {
  LEDGER_KIND,
  ledgerKeys,
  type ContractDebt,
  type SettlementLine,
  type SettlementRun,
} from './settlement.model.ts';
import { settlementRepository } from './settlement.repository.ts';
import { debtsRepository } from './debts.repository.ts';

/**
 * APPROVING A RUN pays it, in one transaction with every line's state change: the run moves from
 * preview to paid once (a conditional update: a second approver, a retried job or another
 * instance finds it paid and pays nothing), and each line's posting has its own idempotency key.
 * A crash anywhere rolls all of it back; the next approval pays it whole.
 *
 * Top down: the brand pays the top-level agents; then each agent, with what it has received in
 * its wallet, pays its old debts (oldest first) and then this period's downline amounts; what its
 * wallet cannot cover becomes a debt to that downline, paid first from its next income.
 */
export async function approveRun(
  db: Db,
  runId: number,
  input: { merchantId: number | null; by: string; now: Date },
): Promise<{ run: SettlementRun; paid: boolean }> {
  const at = input.now.toISOString();
  return inTransaction(db, async (trx) => {
    const run = await settlementRepository.findRun(trx, runId);
    if (!run || (input.merchantId !== null && run.merchantId !== input.merchantId))
      throw contractErrors.settlementNotFound();
    // Paying a running period would settle it once on part of its play, never on the rest.
    if (run.state === 'preview' && new Date(run.periodEnd) > input.now) throw contractErrors.periodNotEnded();
    if (!(await settlementRepository.markPaid(trx, run.id, at, input.by))) return { run, paid: false };
    await payLines(trx, run, await settlementRepository.linesOfRun(trx, run.id), at);
    return { run: (await settlementRepository.findRun(trx, run.id))!, paid: true };
  });
}

/** The lines with each payer before the lines it pays (the brand's first). */
function topDown(lines: SettlementLine[]): SettlementLine[] {
  const byAgent = new Map(lines.map((l) => [l.agentId, l]));
  const depth = (line: SettlementLine): number => {
    let d = 0;
    for (let p = line.payerAgentId; p !== null && byAgent.has(p) && d < lines.length; d++)
      p = byAgent.get(p)!.payerAgentId;
    return d;
  };
  return lines
    .map((l) => ({ l, d: depth(l) }))
    .sort((a, b) => a.d - b.d || a.l.id - b.l.id)
    .map((x) => x.l);
}

type Owed = { line: SettlementLine; debt?: undefined } | { debt: ContractDebt; line?: undefined };

async function payLines(trx: Trx, run: SettlementRun, lines: SettlementLine[], at: string): Promise<void> {
  const currency = await brandCurrency(trx, run.merchantId);
  const ids = [...new Set(lines.flatMap((l) => [l.agentId, ...(l.payerAgentId === null ? [] : [l.payerAgentId])]))];
  const wallets = await ensureMemberAccounts(trx, run.merchantId, ids, 'main', currency);
  const house = await ensureSystemAccount(trx, run.merchantId, 'house', currency);
  const kind = LEDGER_KIND[run.kind];
  const transfer = async (from: LedgerAccount, to: LedgerAccount, amount: Minor, key: string) =>
    (
      await postTransaction(trx, {
        merchantId: run.merchantId,
        kind,
        idempotencyKey: key,
        legs: [
          { accountId: from.id, amount: minor(-amount) },
          { accountId: to.id, amount },
        ],
        metadata: { runId: run.id, period: run.periodKey },
      })
    ).id;

  const ordered = topDown(lines);
  for (const line of ordered) {
    if (line.payerAgentId !== null || line.amount === 0n) continue;
    const tx = await transfer(house, wallets.get(line.agentId)!, line.amount, ledgerKeys.line(line.id));
    await settlementRepository.markLinePaid(trx, line.id, line.amount, tx, at);
  }
  for (const line of ordered) {
    if (line.amount === 0n) await settlementRepository.markLinePaid(trx, line.id, line.amount, null, at);
  }
  for (const payer of ordered) {
    const owed: Owed[] = [
      ...(await debtsRepository.openDebtsOf(trx, payer.agentId)).map((debt) => ({ debt })),
      ...ordered.filter((l) => l.payerAgentId === payer.agentId && l.amount > 0n).map((line) => ({ line })),
    ];
    if (owed.length === 0) continue;
    const wallet = wallets.get(payer.agentId)!;
    const balance = (await memberAccounts(trx, run.merchantId, payer.agentId)).find((a) => a.id === wallet.id)!.balance;
    const obligations = owed.map((o, i) => ({
      payeeAgentId: o.line ? o.line.agentId : o.debt.creditorAgentId,
      amount: o.line ? o.line.amount : o.debt.remaining,
      fromPeriod: String(i),
    }));
    const { paid, stillOwed } = payFromWallet(balance, obligations);
    for (const [i, o] of owed.entries()) {
      const now = paid.find((p) => p.fromPeriod === String(i))?.amount ?? minor(0n);
      const rest = stillOwed.find((p) => p.fromPeriod === String(i))?.amount ?? minor(0n);
      const to =
        wallets.get(obligations[i]!.payeeAgentId) ??
        (await creditorWallet(trx, run.merchantId, obligations[i]!.payeeAgentId, currency));
      if (o.debt) {
        if (now === 0n) continue;
        const tx = await transfer(wallet, to, now, ledgerKeys.debtPayment(o.debt.id, run.id));
        await debtsRepository.payDebt(trx, o.debt, run.id, now, tx, at);
        continue;
      }
      const tx = now > 0n ? await transfer(wallet, to, now, ledgerKeys.line(o.line.id)) : null;
      await settlementRepository.markLinePaid(trx, o.line.id, now, tx, at);
      if (rest > 0n)
        await debtsRepository.insertDebt(trx, {
          merchantId: run.merchantId,
          debtorAgentId: payer.agentId,
          creditorAgentId: o.line.agentId,
          lineId: o.line.id,
          amount: rest,
          createdAt: at,
        });
    }
  }
  await carryForward(trx, run, ordered, at);
}

/**
 * A dividend's negative carry moves on to what the period hands on — only from the carry its
 * preview started from: a clawback (or another period paid) since the preview changed it, and
 * writing the preview's figure would undo that. The whole approval is then refused (the
 * transaction rolls back every payment above) until the preview is re-run on the carry of now.
 * Without carrying, the period leaves no carry, whatever stood before.
 */
async function carryForward(trx: Trx, run: SettlementRun, lines: SettlementLine[], at: string): Promise<void> {
  for (const line of lines) {
    if (line.inputs.carryOut === undefined) continue;
    const to = minor(BigInt(line.inputs.carryOut));
    if (!run.negativeCarry) {
      await debtsRepository.saveCarry(trx, line.contractId, to, run.periodKey, at);
      continue;
    }
    const from = minor(BigInt(line.inputs.carryIn ?? '0'));
    if (!(await debtsRepository.advanceCarry(trx, line.contractId, { from, to }, run.periodKey, at)))
      throw contractErrors.settlementStale();
  }
}

async function creditorWallet(trx: Trx, merchantId: number, agentId: number, currency: string) {
  return (await ensureMemberAccounts(trx, merchantId, [agentId], 'main', currency)).get(agentId)!;
}

async function brandCurrency(trx: Trx, merchantId: number): Promise<string> {
  const row = await trx
    .selectFrom('merchants')
    .select('currency')
    .where('id', '=', merchantId)
    .executeTakeFirstOrThrow();
  return row.currency;
}

import type { Selectable } from 'kysely';
import { isPostgres } from '../../db/dialect.ts';
import type { DbOrTrx } from '../../db/schema.ts';
import { minor, toMinor, type Minor } from '../../lib/money.ts';
import type { ContractDebt } from './settlement.model.ts';
import type { ContractDebtsTable } from './settlement.tables.ts';

const mapDebt = (r: Selectable<ContractDebtsTable>): ContractDebt => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  debtorAgentId: Number(r.debtor_agent_id),
  creditorAgentId: Number(r.creditor_agent_id),
  lineId: Number(r.line_id),
  amount: toMinor(r.amount),
  remaining: toMinor(r.remaining),
  state: r.state,
  createdAt: r.created_at,
});

/** What agents owe their downlines (and what they paid on it), and the dividends' negative carry per contract. */
export const debtsRepository = {
  /** An agent's unpaid debts to its downlines, oldest first: paid first from its next income. */
  async openDebtsOf(db: DbOrTrx, debtorId: number): Promise<ContractDebt[]> {
    const rows = await db
      .selectFrom('contract_debts')
      .selectAll()
      .where('debtor_agent_id', '=', debtorId)
      .where('state', '=', 'open')
      .orderBy('id')
      .execute();
    return rows.map(mapDebt);
  },

  async debtOfLine(db: DbOrTrx, lineId: number): Promise<ContractDebt | null> {
    const row = await db.selectFrom('contract_debts').selectAll().where('line_id', '=', lineId).executeTakeFirst();
    return row ? mapDebt(row) : null;
  },

  async listDebts(db: DbOrTrx, merchantId: number, state?: ContractDebt['state']): Promise<ContractDebt[]> {
    let query = db.selectFrom('contract_debts').selectAll().where('merchant_id', '=', merchantId);
    if (state) query = query.where('state', '=', state);
    return (await query.orderBy('id').execute()).map(mapDebt);
  },

  async insertDebt(db: DbOrTrx, debt: Omit<ContractDebt, 'id' | 'state' | 'remaining'>): Promise<void> {
    await db
      .insertInto('contract_debts')
      .values({
        merchant_id: debt.merchantId,
        debtor_agent_id: debt.debtorAgentId,
        creditor_agent_id: debt.creditorAgentId,
        line_id: debt.lineId,
        amount: debt.amount.toString(),
        remaining: debt.amount.toString(),
        created_at: debt.createdAt,
      })
      .execute();
  },

  /** Records a payment on a debt: the remaining goes down only from the value read (no double payment). */
  async payDebt(db: DbOrTrx, debt: ContractDebt, runId: number, amount: Minor, transactionId: number, at: string) {
    const remaining = minor(debt.remaining - amount);
    const result = await db
      .updateTable('contract_debts')
      .set({ remaining: remaining.toString(), ...(remaining === 0n ? { state: 'paid', closed_at: at } : {}) })
      .where('id', '=', debt.id)
      .where('remaining', '=', debt.remaining.toString())
      .where('state', '=', 'open')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new Error(`contract debt ${debt.id} changed while paying it`);
    await db
      .insertInto('contract_debt_payments')
      .values({
        debt_id: debt.id,
        run_id: runId,
        amount: amount.toString(),
        ledger_transaction_id: transactionId,
        created_at: at,
      })
      .execute();
  },

  async debtPayments(db: DbOrTrx, debtId: number) {
    const rows = await db.selectFrom('contract_debt_payments').selectAll().where('debt_id', '=', debtId).execute();
    return rows.map((r) => ({ id: Number(r.id), runId: Number(r.run_id), amount: toMinor(r.amount) }));
  },

  async cancelDebt(db: DbOrTrx, debtId: number, at: string): Promise<void> {
    await db
      .updateTable('contract_debts')
      .set({ state: 'cancelled', remaining: '0', closed_at: at })
      .where('id', '=', debtId)
      .execute();
  },

  async allDebtPayments(db: DbOrTrx) {
    const rows = await db
      .selectFrom('contract_debt_payments as p')
      .innerJoin('contract_debts as d', 'd.id', 'p.debt_id')
      .select(['p.debt_id', 'p.run_id', 'p.amount', 'd.state'])
      .execute();
    return rows.map((r) => ({
      debtId: Number(r.debt_id),
      runId: Number(r.run_id),
      amount: toMinor(r.amount),
      state: r.state,
    }));
  },

  async carryOf(db: DbOrTrx, contractIds: number[]): Promise<Map<number, Minor>> {
    if (contractIds.length === 0) return new Map();
    const rows = await db.selectFrom('contract_carry').selectAll().where('contract_id', 'in', contractIds).execute();
    return new Map(rows.map((r) => [Number(r.contract_id), toMinor(r.carry)]));
  },

  /** Holds a contract's carry row until the transaction ends (PostgreSQL; SQLite runs one writer at a time). */
  async lockCarry(db: DbOrTrx, contractId: number): Promise<void> {
    if (!isPostgres(db)) return;
    await db
      .selectFrom('contract_carry')
      .select('contract_id')
      .where('contract_id', '=', contractId)
      .forUpdate()
      .execute();
  },

  /** Sets a contract's carry back (a clawback), leaving which period last settled it as it is. */
  async restoreCarry(db: DbOrTrx, contractId: number, carry: Minor, at: string): Promise<void> {
    await db
      .updateTable('contract_carry')
      .set({ carry: carry.toString(), updated_at: at })
      .where('contract_id', '=', contractId)
      .execute();
  },

  /**
   * Moves a contract's carry on from `from` (what the paid period's preview started from) to `to`,
   * only if it still is `from` (no carry row counts as zero): false when a clawback or another
   * period changed it since the preview, and nothing is written. Conditional, so a change
   * committed meanwhile by another transaction is seen too.
   */
  async advanceCarry(
    db: DbOrTrx,
    contractId: number,
    change: { from: Minor; to: Minor },
    periodKey: string,
    at: string,
  ): Promise<boolean> {
    const values = { carry: change.to.toString(), period_key: periodKey, updated_at: at };
    const updated = await db
      .updateTable('contract_carry')
      .set(values)
      .where('contract_id', '=', contractId)
      .where('carry', '=', change.from.toString())
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return true;
    if (change.from !== 0n) return false;
    const inserted = await db
      .insertInto('contract_carry')
      .values({ contract_id: contractId, ...values })
      .onConflict((oc) => oc.column('contract_id').doNothing())
      .returning('contract_id')
      .executeTakeFirst();
    return inserted !== undefined;
  },

  async saveCarry(db: DbOrTrx, contractId: number, carry: Minor, periodKey: string, at: string): Promise<void> {
    const values = { carry: carry.toString(), period_key: periodKey, updated_at: at };
    await db
      .insertInto('contract_carry')
      .values({ contract_id: contractId, ...values })
      .onConflict((oc) => oc.column('contract_id').doUpdateSet(values))
      .execute();
  },
};

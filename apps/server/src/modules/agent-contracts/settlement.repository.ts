import type { Selectable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import { toMinor, type Minor } from '../../lib/money.ts';
import type { ContractKind } from './contract-terms.model.ts';
import type { LineInputs, NewLine, SettlementLine, SettlementPeriod, SettlementRun } from './settlement.model.ts';
import type { ContractSettlementLinesTable, ContractSettlementRunsTable } from './settlement.tables.ts';

const mapRun = (r: Selectable<ContractSettlementRunsTable>): SettlementRun => ({
  id: Number(r.id),
  merchantId: Number(r.merchant_id),
  kind: r.kind as ContractKind,
  periodKind: r.period_kind as SettlementRun['periodKind'],
  periodKey: r.period_key,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  state: r.state,
  previews: Number(r.previews),
  previewedAt: r.previewed_at,
  approvedAt: r.approved_at,
  approvedBy: r.approved_by,
  negativeCarry: Number(r.negative_carry) === 1,
});

const mapLine = (r: Selectable<ContractSettlementLinesTable>): SettlementLine => ({
  id: Number(r.id),
  runId: Number(r.run_id),
  merchantId: Number(r.merchant_id),
  contractId: Number(r.contract_id),
  agentId: Number(r.agent_id),
  payerAgentId: r.payer_agent_id === null ? null : Number(r.payer_agent_id),
  kind: r.kind as ContractKind,
  periodKey: r.period_key,
  amount: toMinor(r.amount),
  toDownlines: toMinor(r.to_downlines),
  kept: toMinor(r.kept),
  inputs: JSON.parse(r.inputs) as LineInputs,
  formula: r.formula,
  state: r.state,
  paidAmount: toMinor(r.paid_amount),
  ledgerTransactionId: r.ledger_transaction_id === null ? null : Number(r.ledger_transaction_id),
  paidAt: r.paid_at,
  clawedBackAt: r.clawed_back_at,
});

/** Settlement runs and their lines (migration 0131). */
export const settlementRepository = {
  /**
   * The run of a period, created as a preview if there is none yet (a second caller finds the
   * first's). A new run takes the brand's carry setting of now; an existing one keeps its own.
   */
  async runFor(
    db: DbOrTrx,
    merchantId: number,
    kind: ContractKind,
    period: SettlementPeriod,
    at: string,
    negativeCarry: boolean,
  ) {
    await db
      .insertInto('contract_settlement_runs')
      .values({
        merchant_id: merchantId,
        kind,
        period_kind: period.kind,
        period_key: period.key,
        period_start: period.start.toISOString(),
        period_end: period.end.toISOString(),
        created_at: at,
        previewed_at: at,
        previews: 0,
        negative_carry: negativeCarry ? 1 : 0,
      })
      .onConflict((oc) => oc.columns(['merchant_id', 'kind', 'period_key']).doNothing())
      .execute();
    const row = await db
      .selectFrom('contract_settlement_runs')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where('period_key', '=', period.key)
      .executeTakeFirstOrThrow();
    return mapRun(row);
  },

  /** The end of the latest run of a brand's kind and period length (where its schedule goes on from). */
  async lastRunEnd(db: DbOrTrx, merchantId: number, kind: ContractKind, periodKind: string): Promise<string | null> {
    const row = await db
      .selectFrom('contract_settlement_runs')
      .select((eb) => eb.fn.max('period_end').as('end'))
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where('period_kind', '=', periodKind)
      .executeTakeFirst();
    return (row?.end as string | null | undefined) ?? null;
  },

  async findRunByPeriod(db: DbOrTrx, merchantId: number, kind: ContractKind, periodKey: string) {
    const row = await db
      .selectFrom('contract_settlement_runs')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .where('kind', '=', kind)
      .where('period_key', '=', periodKey)
      .executeTakeFirst();
    return row ? mapRun(row) : null;
  },

  async findRun(db: DbOrTrx, id: number): Promise<SettlementRun | null> {
    const row = await db.selectFrom('contract_settlement_runs').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? mapRun(row) : null;
  },

  async listRuns(db: DbOrTrx, merchantId: number, filter: { kind?: ContractKind; limit: number }) {
    let query = db.selectFrom('contract_settlement_runs').selectAll().where('merchant_id', '=', merchantId);
    if (filter.kind) query = query.where('kind', '=', filter.kind);
    return (await query.orderBy('id', 'desc').limit(filter.limit).execute()).map(mapRun);
  },

  /** Marks a new preview of a run still in preview; false when it was paid meanwhile. */
  async repreview(db: DbOrTrx, runId: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('contract_settlement_runs')
      .set((eb) => ({ previews: eb('previews', '+', 1), previewed_at: at }))
      .where('id', '=', runId)
      .where('state', '=', 'preview')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** preview → paid, once: the caller that moves it pays; any other finds it paid. */
  async markPaid(db: DbOrTrx, runId: number, at: string, by: string): Promise<boolean> {
    const result = await db
      .updateTable('contract_settlement_runs')
      .set({ state: 'paid', approved_at: at, approved_by: by })
      .where('id', '=', runId)
      .where('state', '=', 'preview')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  async replaceLines(db: DbOrTrx, run: SettlementRun, lines: NewLine[]): Promise<void> {
    await db
      .deleteFrom('contract_settlement_lines')
      .where('run_id', '=', run.id)
      .where('state', '=', 'preview')
      .execute();
    for (let i = 0; i < lines.length; i += 200)
      await db
        .insertInto('contract_settlement_lines')
        .values(
          lines.slice(i, i + 200).map((l) => ({
            run_id: run.id,
            merchant_id: run.merchantId,
            contract_id: l.contractId,
            agent_id: l.agentId,
            payer_agent_id: l.payerAgentId,
            kind: run.kind,
            period_key: run.periodKey,
            amount: l.amount.toString(),
            to_downlines: l.toDownlines.toString(),
            kept: l.kept.toString(),
            inputs: JSON.stringify(l.inputs),
            formula: l.formula,
          })),
        )
        .execute();
  },

  async linesOfRun(db: DbOrTrx, runId: number): Promise<SettlementLine[]> {
    const rows = await db
      .selectFrom('contract_settlement_lines')
      .selectAll()
      .where('run_id', '=', runId)
      .orderBy('id')
      .execute();
    return rows.map(mapLine);
  },

  async findLine(db: DbOrTrx, id: number): Promise<SettlementLine | null> {
    const row = await db.selectFrom('contract_settlement_lines').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? mapLine(row) : null;
  },

  async linesOfAgent(db: DbOrTrx, agentId: number, kind: ContractKind, limit: number): Promise<SettlementLine[]> {
    const rows = await db
      .selectFrom('contract_settlement_lines')
      .selectAll()
      .where('agent_id', '=', agentId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(mapLine);
  },

  async markLinePaid(db: DbOrTrx, id: number, paid: Minor, transactionId: number | null, at: string) {
    const result = await db
      .updateTable('contract_settlement_lines')
      .set({ state: 'paid', paid_amount: paid.toString(), ledger_transaction_id: transactionId, paid_at: at })
      .where('id', '=', id)
      .where('state', '=', 'preview')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new Error(`settlement line ${id} is not a preview`);
  },

  /**
   * A contract's paid lines of the periods that began after `after`, oldest period first, each
   * with the carry setting its run applied.
   */
  async paidLinesOfContractAfter(
    db: DbOrTrx,
    contractId: number,
    after: string,
  ): Promise<{ line: SettlementLine; negativeCarry: boolean }[]> {
    const rows = await db
      .selectFrom('contract_settlement_lines as l')
      .innerJoin('contract_settlement_runs as r', 'r.id', 'l.run_id')
      .selectAll('l')
      .select('r.negative_carry as run_negative_carry')
      .where('l.contract_id', '=', contractId)
      .where('l.state', '=', 'paid')
      .where('r.period_start', '>', after)
      .orderBy('r.period_start')
      .execute();
    return rows.map(({ run_negative_carry, ...row }) => ({
      line: mapLine(row),
      negativeCarry: Number(run_negative_carry) === 1,
    }));
  },

  /** paid → clawed_back, once: false when it was not paid (or clawed back already). */
  async markLineClawedBack(db: DbOrTrx, id: number, at: string): Promise<boolean> {
    const result = await db
      .updateTable('contract_settlement_lines')
      .set({ state: 'clawed_back', clawed_back_at: at })
      .where('id', '=', id)
      .where('state', '=', 'paid')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },

  /** Every line's money as reconciliation compares it with the ledger. */
  async moneyOfLines(db: DbOrTrx) {
    const rows = await db
      .selectFrom('contract_settlement_lines')
      .select(['id', 'state', 'paid_amount', 'ledger_transaction_id'])
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      state: r.state,
      paidAmount: toMinor(r.paid_amount),
      posted: r.ledger_transaction_id !== null,
    }));
  },
};

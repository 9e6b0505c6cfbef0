import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { percentOfBp, type LineFormula, type SettlementLineView, type SettlementRunView } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';

type RunWithLines = { run: SettlementRunView; lines: SettlementLineView[] };

/**
 * One settlement run: its lines with each one's formula (why that amount), re-run or approved
 * while a preview, a paid line clawed back with a reason.
 */
export function ContractRun({ id, mayWrite, onClose }: { id: number; mayWrite: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [clawing, setClawing] = useState<SettlementLineView | null>(null);
  const path = `/contracts/settlements/${id}`;
  const run = useQuery({ queryKey: ['contract-run', id], queryFn: () => api<RunWithLines>('GET', path) });
  const refreshed = (data: RunWithLines) => {
    client.setQueryData(['contract-run', id], data);
    void client.invalidateQueries({ queryKey: ['contract-runs'] });
    void client.invalidateQueries({ queryKey: ['contract-debts'] });
  };
  const act = useMutation({
    mutationFn: (action: 'preview' | 'approve') => api<RunWithLines>('POST', `${path}/${action}`),
    onSuccess: refreshed,
  });
  const clawBack = useMutation({
    mutationFn: ({ line, reason }: { line: number; reason: string }) =>
      api<SettlementLineView>('POST', `/contracts/lines/${line}/clawback`, { reason }),
    onSuccess: () => {
      setClawing(null);
      void client.invalidateQueries({ queryKey: ['contract-run', id] });
      void client.invalidateQueries({ queryKey: ['contract-debts'] });
    },
  });
  const submitClawBack = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (clawing && reason) clawBack.mutate({ line: clawing.id, reason });
  };
  const data = run.data;
  // The server sends the formula as parts (amounts in the brand's currency): worded here.
  const formulaText = (f: LineFormula) => {
    switch (f.kind) {
      case 'salary':
        return t('contracts.formulaSalary', { base: f.validBet, rate: percentOfBp(f.rateBp), amount: f.amount });
      case 'dividend':
        return t('contracts.formulaDividend', {
          base: f.teamLoss,
          carry: f.carryIn,
          rate: percentOfBp(f.rateBp),
          amount: f.amount,
          carryOut: f.carryOut,
        });
      case 'realtime':
        return t('contracts.formulaRealtime', {
          bets: f.bets,
          minSingleBet: f.minSingleBet,
          profitRate: percentOfBp(f.profitRateBp),
          lossRate: percentOfBp(f.lossRateBp),
          amount: f.amount,
        });
    }
  };
  const columns: ColumnDef<SettlementLineView, unknown>[] = [
    { accessorKey: 'agent', header: t('contracts.agent') },
    {
      accessorKey: 'payer',
      header: t('contracts.payer'),
      cell: ({ row }) => row.original.payer ?? t('contracts.brand'),
    },
    { accessorKey: 'amount', header: t('contracts.amount') },
    { accessorKey: 'toDownlines', header: t('contracts.toDownlines') },
    { accessorKey: 'kept', header: t('contracts.kept') },
    { accessorKey: 'paidAmount', header: t('contracts.paid') },
    {
      accessorKey: 'state',
      header: t('contracts.state'),
      cell: ({ row }) => t(`contracts.lineStates.${row.original.state}`),
    },
    {
      accessorKey: 'formula',
      header: t('contracts.formula'),
      cell: ({ row }) => formulaText(row.original.formula),
    },
    {
      id: 'actions',
      header: t('contracts.actions'),
      cell: ({ row }) =>
        mayWrite &&
        row.original.state === 'paid' && (
          <button
            type="button"
            className="btn-secondary text-danger"
            aria-label={`${t('contracts.clawBack')} ${row.original.agent}`}
            onClick={() => setClawing(row.original)}
          >
            {t('contracts.clawBack')}
          </button>
        ),
    },
  ];
  return (
    <section className="card space-y-3" aria-label={t('contracts.runTitle', { id })}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold">
          {data
            ? t('contracts.runHeading', {
                id,
                kind: t(`contracts.kinds.${data.run.kind}`),
                period: data.run.periodKey,
                total: data.run.total,
              })
            : t('contracts.runTitle', { id })}
        </h3>
        <span className="flex gap-2">
          {mayWrite && data?.run.state === 'preview' && (
            <>
              <button
                type="button"
                className="btn-secondary"
                disabled={act.isPending}
                onClick={() => act.mutate('preview')}
              >
                {t('contracts.rerun')}
              </button>
              <button
                type="button"
                className="btn-primary"
                disabled={act.isPending}
                onClick={() => act.mutate('approve')}
              >
                {t('contracts.approve')}
              </button>
            </>
          )}
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('contracts.close')}
          </button>
        </span>
      </div>
      {(run.isError || act.isError || clawBack.isError) && (
        <p role="alert" className="text-danger">
          {errorText(run.error ?? act.error ?? clawBack.error)}
        </p>
      )}
      {data?.run.kind === 'dividend' && (
        <p className="text-sm text-fg-muted">
          {t(data.run.negativeCarry ? 'contracts.runCarryOn' : 'contracts.runCarryOff')}
        </p>
      )}
      {data?.run.state === 'paid' && (
        <p role="status">{t('contracts.paidBy', { by: data.run.approvedBy ?? t('contracts.automatic') })}</p>
      )}
      {clawing && (
        <form className="flex flex-wrap items-end gap-3" onSubmit={submitClawBack}>
          <label className="flex min-w-64 flex-1 flex-col gap-1">
            {t('contracts.clawBackReason', { agent: clawing.agent, amount: clawing.paidAmount })}
            <input name="reason" className="field" required maxLength={200} autoFocus />
          </label>
          <button className="btn-primary" disabled={clawBack.isPending}>
            {t('contracts.confirmClawBack')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => setClawing(null)}>
            {t('contracts.cancel')}
          </button>
        </form>
      )}
      <DataTable label={t('contracts.lines')} rows={data?.lines ?? []} columns={columns} csvName={`settlement-${id}`} />
    </section>
  );
}

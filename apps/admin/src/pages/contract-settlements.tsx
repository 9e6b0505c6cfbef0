import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import {
  CONTRACT_KINDS,
  DIVIDEND_PERIODS,
  type ContractKindName,
  type SettlementLineView,
  type SettlementRunView,
} from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { localTime } from '../lib/local-time';
import { ContractRun } from './contract-run';

/** The start of a day (YYYY-MM-DD, UTC noon: inside the brand's day whatever its zone) as an instant. */
const noonOf = (day: string) => new Date(`${day}T12:00:00.000Z`).toISOString();

/**
 * Settlement runs: a period previewed on demand (the schedule previews each period itself), the
 * brand's runs newest first, each opened on its lines.
 */
export function ContractSettlements({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [kind, setKind] = useState<ContractKindName | ''>('');
  const [open, setOpen] = useState<number | null>(null);
  const [previewKind, setPreviewKind] = useState<ContractKindName>('daily_salary');
  const runs = useQuery({
    queryKey: ['contract-runs', kind],
    queryFn: () => api<{ list: SettlementRunView[] }>('GET', `/contracts/settlements${kind ? `?kind=${kind}` : ''}`),
  });
  const preview = useMutation({
    mutationFn: (body: { kind: ContractKindName; period?: string; at: string }) =>
      api<{ run: SettlementRunView; lines: SettlementLineView[] }>('POST', '/contracts/settlements/preview', body),
    onSuccess: (data) => {
      setOpen(data.run.id);
      void client.invalidateQueries({ queryKey: ['contract-runs'] });
    },
  });
  const submitPreview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const day = String(form.get('day') ?? '');
    const period = String(form.get('period') ?? '');
    if (!day) return;
    preview.mutate({ kind: previewKind, at: noonOf(day), ...(previewKind === 'dividend' ? { period } : {}) });
  };
  const columns: ColumnDef<SettlementRunView, unknown>[] = [
    { accessorKey: 'id', header: t('contracts.id') },
    { accessorKey: 'kind', header: t('contracts.kind'), cell: ({ row }) => t(`contracts.kinds.${row.original.kind}`) },
    { accessorKey: 'periodKey', header: t('contracts.period') },
    {
      accessorKey: 'state',
      header: t('contracts.state'),
      cell: ({ row }) => t(`contracts.runStates.${row.original.state}`),
    },
    { accessorKey: 'total', header: t('contracts.total') },
    { accessorKey: 'previews', header: t('contracts.previews') },
    {
      accessorKey: 'approvedAt',
      header: t('contracts.approvedAt'),
      cell: ({ row }) => localTime(row.original.approvedAt, i18n.language),
    },
    {
      id: 'open',
      header: t('contracts.actions'),
      cell: ({ row }) => (
        <button
          type="button"
          className="btn-secondary"
          aria-label={t('contracts.runTitle', { id: row.original.id })}
          onClick={() => setOpen(row.original.id)}
        >
          {t('contracts.open')}
        </button>
      ),
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="runs-title">
      <h2 id="runs-title" className="text-xl font-bold">
        {t('contracts.runs')}
      </h2>
      {mayWrite && (
        <form
          className="card flex flex-wrap items-end gap-3"
          aria-label={t('contracts.previewTitle')}
          onSubmit={submitPreview}
        >
          <label className="flex flex-col gap-1 text-sm">
            {t('contracts.kind')}
            <select
              className="field"
              value={previewKind}
              onChange={(e) => setPreviewKind(e.target.value as ContractKindName)}
            >
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`contracts.kinds.${k}`)}
                </option>
              ))}
            </select>
          </label>
          {previewKind === 'dividend' && (
            <label className="flex flex-col gap-1 text-sm">
              {t('contracts.dividendPeriod')}
              <select name="period" className="field" defaultValue="day">
                {DIVIDEND_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`contracts.periods.${p}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="flex flex-col gap-1 text-sm">
            {t('contracts.day')}
            <input name="day" type="date" className="field" required />
          </label>
          <button className="btn-primary" disabled={preview.isPending}>
            {t('contracts.preview')}
          </button>
        </form>
      )}
      {(runs.isError || preview.isError) && (
        <p role="alert" className="text-danger">
          {errorText(runs.error ?? preview.error)}
        </p>
      )}
      <label className="flex w-fit flex-col gap-1 text-sm">
        {t('contracts.showKind')}
        <select className="field" value={kind} onChange={(e) => setKind(e.target.value as ContractKindName | '')}>
          <option value="">{t('contracts.allKinds')}</option>
          {CONTRACT_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`contracts.kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <DataTable label={t('contracts.runs')} rows={runs.data?.list ?? []} columns={columns} csvName="settlement-runs" />
      {open !== null && <ContractRun key={open} id={open} mayWrite={mayWrite} onClose={() => setOpen(null)} />}
    </section>
  );
}

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminRaffle } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { localTime } from '../lib/local-time';
import { usePermissions } from '../lib/session';
import { RaffleDetail } from './raffles/raffle-detail';
import { RAFFLES_KEY, RaffleForm } from './raffles/raffle-form';

/**
 * Raffles: the brand's raffles with their tickets, draw time and committed hash, a new one
 * (promotions.write), and one raffle's ticket holders and draw result with its seed.
 */
export default function RafflesPage() {
  const { t, i18n } = useTranslation();
  const me = usePermissions();
  const mayWrite = me.data?.permissions.includes('promotions.write') ?? false;
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState(false);
  const [showing, setShowing] = useState<number | null>(null);
  const raffles = useQuery({ queryKey: RAFFLES_KEY, queryFn: () => api<{ list: AdminRaffle[] }>('GET', '/raffles') });
  const columns: ColumnDef<AdminRaffle, unknown>[] = [
    { accessorKey: 'title', header: t('raffles.titleField') },
    { id: 'status', header: t('raffles.status'), accessorFn: (r) => t(`raffles.statuses.${r.status}`) },
    { accessorKey: 'ticketsIssued', header: t('raffles.tickets') },
    { id: 'drawAt', header: t('raffles.drawAt'), accessorFn: (r) => localTime(r.drawAt, i18n.language) },
    { id: 'claimUntil', header: t('raffles.claimUntil'), accessorFn: (r) => localTime(r.claimUntil, i18n.language) },
    {
      accessorKey: 'hash',
      header: t('raffles.hash'),
      cell: ({ row }) => <code className="font-mono text-xs">{row.original.hash.slice(0, 16)}…</code>,
    },
    {
      id: 'open',
      header: '',
      cell: ({ row }) => (
        <button
          type="button"
          className="btn-secondary"
          aria-label={`${t('raffles.open')}: ${row.original.title}`}
          onClick={() => setShowing(row.original.id)}
        >
          {t('raffles.open')}
        </button>
      ),
    },
  ];
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-extrabold">{t('raffles.title')}</h1>
        {mayWrite && !creating && (
          <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
            {t('raffles.newRaffle')}
          </button>
        )}
      </div>
      <p className="max-w-3xl text-sm text-fg-muted">{t('raffles.intro')}</p>
      {creating && (
        <RaffleForm
          onDone={(raffle) => {
            setCreating(false);
            setCreated(raffle !== null);
          }}
        />
      )}
      {created && <p role="status">{t('raffles.created')}</p>}
      {raffles.isError && (
        <p role="alert" className="text-danger">
          {errorText(raffles.error)}
        </p>
      )}
      <DataTable label={t('raffles.title')} rows={raffles.data?.list ?? []} columns={columns} csvName="raffles" />
      {showing !== null && <RaffleDetail key={showing} id={showing} onClose={() => setShowing(null)} />}
    </section>
  );
}

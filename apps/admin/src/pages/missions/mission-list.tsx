import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminMission, MissionStatus } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { api, errorText } from '../../lib/api';
import { MissionForm, MISSIONS_KEY } from './mission-form';

/** A title for the console: the operator's language, then English, then any. */
export const titleIn = (titles: Record<string, string>, language: string) =>
  titles[language] ?? titles.en ?? Object.values(titles)[0] ?? '';

/** What a target means for the mission's kind, as a member reads it. */
const targetOf = (m: AdminMission) =>
  [m.target, m.multiplier ? `×${m.multiplier}` : null, m.category].filter(Boolean).join(' · ');

/**
 * The brand's missions with their state and the claims paid so far, a new one (running at once),
 * and pausing or resuming one (promotions.write).
 */
export function MissionList({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const missions = useQuery({
    queryKey: MISSIONS_KEY,
    queryFn: () => api<{ list: AdminMission[] }>('GET', '/missions'),
  });
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: MissionStatus }) =>
      api<AdminMission>('POST', `/missions/${id}/status`, { status }),
    onSuccess: () => void client.invalidateQueries({ queryKey: MISSIONS_KEY }),
  });
  const columns: ColumnDef<AdminMission, unknown>[] = [
    { accessorKey: 'code', header: t('missions.code') },
    { id: 'title', header: t('missions.titleField'), accessorFn: (m) => titleIn(m.titles, i18n.language) },
    { accessorKey: 'kind', header: t('missions.kind'), cell: ({ row }) => t(`missions.kinds.${row.original.kind}`) },
    {
      accessorKey: 'cadence',
      header: t('missions.cadence'),
      cell: ({ row }) => t(`missions.cadences.${row.original.cadence}`),
    },
    { accessorKey: 'target', header: t('missions.target'), cell: ({ row }) => targetOf(row.original) },
    { accessorKey: 'reward', header: t('missions.reward') },
    { accessorKey: 'score', header: t('missions.score') },
    {
      accessorKey: 'status',
      header: t('missions.status'),
      cell: ({ row }) => t(`missions.statuses.${row.original.status}`),
    },
    { accessorKey: 'claims', header: t('missions.claims') },
    { accessorKey: 'paid', header: t('missions.paid') },
    {
      id: 'actions',
      header: t('missions.actions'),
      cell: ({ row }) => {
        const m = row.original;
        if (!mayWrite) return null;
        const next: MissionStatus = m.status === 'active' ? 'paused' : 'active';
        const label = next === 'paused' ? t('missions.pause') : t('missions.resume');
        return (
          <button
            type="button"
            className="btn-secondary"
            disabled={setStatus.isPending}
            aria-label={`${label}: ${m.code}`}
            onClick={() => setStatus.mutate({ id: m.id, status: next })}
          >
            {label}
          </button>
        );
      },
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="missions-title">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="missions-title" className="text-xl font-bold">
          {t('missions.missions')}
        </h2>
        {mayWrite && !creating && (
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              setCreated(null);
              setCreating(true);
            }}
          >
            {t('missions.newMission')}
          </button>
        )}
      </div>
      {creating && (
        <MissionForm
          onDone={(mission) => {
            setCreating(false);
            setCreated(mission?.code ?? null);
          }}
        />
      )}
      {created && <p role="status">{t('missions.created', { code: created })}</p>}
      {(missions.isError || setStatus.isError) && (
        <p role="alert" className="text-danger">
          {errorText(missions.error ?? setStatus.error)}
        </p>
      )}
      <DataTable label={t('missions.missions')} rows={missions.data?.list ?? []} columns={columns} csvName="missions" />
    </section>
  );
}

import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminLeaderboard, MissionStatus } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { api, errorText } from '../../lib/api';
import { LEADERBOARDS_KEY, LeaderboardForm } from './leaderboard-form';
import { LeaderboardStandings } from './leaderboard-standings';
import { titleIn } from './mission-list';

/** The brand's leaderboard races: their prizes and state, a new one, pausing or resuming one, and a race's standings. */
export function Leaderboards({ mayWrite }: { mayWrite: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<AdminLeaderboard | null>(null);
  const boards = useQuery({
    queryKey: LEADERBOARDS_KEY,
    queryFn: () => api<{ list: AdminLeaderboard[] }>('GET', '/missions/leaderboards'),
  });
  const setStatus = useMutation({
    mutationFn: ({ id, status }: { id: number; status: MissionStatus }) =>
      api<AdminLeaderboard>('POST', `/missions/leaderboards/${id}/status`, { status }),
    onSuccess: () => void client.invalidateQueries({ queryKey: LEADERBOARDS_KEY }),
  });
  const columns: ColumnDef<AdminLeaderboard, unknown>[] = [
    { accessorKey: 'code', header: t('missions.code') },
    { id: 'title', header: t('missions.titleField'), accessorFn: (b) => titleIn(b.titles, i18n.language) },
    {
      accessorKey: 'cadence',
      header: t('missions.cadence'),
      cell: ({ row }) => t(`missions.cadences.${row.original.cadence}`),
    },
    { id: 'prizes', header: t('missions.prizes'), accessorFn: (b) => b.prizes.join(' · ') },
    {
      accessorKey: 'status',
      header: t('missions.status'),
      cell: ({ row }) => t(`missions.statuses.${row.original.status}`),
    },
    {
      id: 'actions',
      header: t('missions.actions'),
      cell: ({ row }) => {
        const b = row.original;
        const next: MissionStatus = b.status === 'active' ? 'paused' : 'active';
        const label = next === 'paused' ? t('missions.pause') : t('missions.resume');
        return (
          <div className="flex flex-wrap gap-1">
            <button
              type="button"
              className="btn-secondary"
              aria-label={`${t('missions.standings')}: ${b.code}`}
              onClick={() => setShowing(b)}
            >
              {t('missions.standings')}
            </button>
            {mayWrite && (
              <button
                type="button"
                className="btn-secondary"
                disabled={setStatus.isPending}
                aria-label={`${label}: ${b.code}`}
                onClick={() => setStatus.mutate({ id: b.id, status: next })}
              >
                {label}
              </button>
            )}
          </div>
        );
      },
    },
  ];
  return (
    <section className="space-y-3" aria-labelledby="leaderboards-title">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="leaderboards-title" className="text-xl font-bold">
          {t('missions.leaderboards')}
        </h2>
        {mayWrite && !creating && (
          <button type="button" className="btn-primary" onClick={() => setCreating(true)}>
            {t('missions.newLeaderboard')}
          </button>
        )}
      </div>
      {creating && <LeaderboardForm onDone={() => setCreating(false)} />}
      {(boards.isError || setStatus.isError) && (
        <p role="alert" className="text-danger">
          {errorText(boards.error ?? setStatus.error)}
        </p>
      )}
      <DataTable
        label={t('missions.leaderboards')}
        rows={boards.data?.list ?? []}
        columns={columns}
        csvName="mission-leaderboards"
      />
      {showing && <LeaderboardStandings key={showing.id} board={showing} onClose={() => setShowing(null)} />}
    </section>
  );
}

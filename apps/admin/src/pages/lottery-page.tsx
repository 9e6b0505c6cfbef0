import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminLotteryGame } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { usePermissions } from '../lib/session';
import { LotteryIssues } from './lottery-issues';

/**
 * The brand's lottery: each game's rhythm, cap and stake limit, switched on or off by an admin;
 * a game opened on its issues (results, exposure, void).
 */
export default function LotteryPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const me = usePermissions();
  const [game, setGame] = useState<string | null>(null);
  const games = useQuery({
    queryKey: ['lottery-games'],
    queryFn: () => api<{ list: AdminLotteryGame[] }>('GET', '/lottery/games'),
  });
  const toggle = useMutation({
    mutationFn: (target: AdminLotteryGame) =>
      api<AdminLotteryGame>('POST', `/lottery/games/${target.gameCode}`, { enabled: !target.enabled }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['lottery-games'] }),
  });
  const may = (permission: 'lottery.write' | 'lottery.void') => me.data?.permissions.includes(permission) ?? false;
  const rhythm = (g: AdminLotteryGame) =>
    g.scheduleKind === 'interval'
      ? t('lottery.every', { seconds: g.intervalSeconds })
      : t('lottery.dailyAt', { at: g.dailyAt, zone: g.timeZone });
  const columns: ColumnDef<AdminLotteryGame, unknown>[] = [
    { accessorKey: 'labelName', header: t('lottery.game') },
    { accessorKey: 'gameCode', header: t('lottery.code') },
    { accessorKey: 'gameGroupCode', header: t('lottery.group') },
    { id: 'rhythm', header: t('lottery.rhythm'), cell: ({ row }) => rhythm(row.original) },
    { accessorKey: 'closeBeforeSeconds', header: t('lottery.closeBefore') },
    { accessorKey: 'exposureCapPerNumber', header: t('lottery.capColumn') },
    {
      accessorKey: 'stakeLimitPerNumber',
      header: t('lottery.stakeLimit'),
      cell: ({ row }) => row.original.stakeLimitPerNumber ?? t('lottery.noLimit'),
    },
    {
      accessorKey: 'enabled',
      header: t('lottery.enabled'),
      cell: ({ row }) =>
        may('lottery.write') ? (
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={row.original.enabled}
              disabled={toggle.isPending}
              onChange={() => toggle.mutate(row.original)}
              aria-label={t('lottery.enabledFor', { game: row.original.labelName })}
            />
            {t(row.original.enabled ? 'lottery.on' : 'lottery.off')}
          </label>
        ) : (
          t(row.original.enabled ? 'lottery.on' : 'lottery.off')
        ),
    },
    {
      id: 'issues',
      header: t('lottery.issues'),
      cell: ({ row }) => (
        <button
          type="button"
          className="btn-secondary"
          aria-label={t('lottery.issuesOf', { game: row.original.gameCode })}
          onClick={() => setGame(row.original.gameCode)}
        >
          {t('lottery.issues')}
        </button>
      ),
    },
  ];
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-extrabold">{t('lottery.title')}</h1>
      {(games.isError || toggle.isError) && (
        <p role="alert" className="text-danger">
          {errorText(games.error ?? toggle.error)}
        </p>
      )}
      <DataTable label={t('lottery.title')} rows={games.data?.list ?? []} columns={columns} csvName="lottery-games" />
      {game && <LotteryIssues key={game} game={game} mayVoid={may('lottery.void')} />}
    </section>
  );
}

import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { adminLeaderboardStandings, type AdminLeaderboard, type LeaderboardRow } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table';
import { Field } from '../../components/field';
import { api, errorText } from '../../lib/api';
import { checkWith } from '../../lib/form-errors';
import { localTime } from '../../lib/local-time';

type Row = LeaderboardRow & { memberId: number; account: string };
type Standings = { periodKey: string; settled: boolean; list: Row[] };

/**
 * A race's standings for a period (the running one unless one is named): each member's account,
 * score and when it was reached, and the prize of the place: paid once the period is settled,
 * what it would win now while it runs.
 */
export function LeaderboardStandings({ board, onClose }: { board: AdminLeaderboard; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [period, setPeriod] = useState('');
  const [periodError, setPeriodError] = useState<string | undefined>();
  const standings = useQuery({
    queryKey: ['mission-standings', board.id, period],
    queryFn: () =>
      api<Standings>(
        'GET',
        `/missions/leaderboards/${board.id}/standings${period ? `?period=${encodeURIComponent(period)}` : ''}`,
      ),
  });
  const choosePeriod = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = String(new FormData(event.currentTarget).get('period') ?? '').trim();
    const query = adminLeaderboardStandings.query.pick({ period: true });
    const checked = checkWith(query, { period: typed || undefined }, t);
    if (!checked.ok) return setPeriodError(checked.errors.period);
    setPeriodError(undefined);
    setPeriod(typed);
  };
  const columns: ColumnDef<Row, unknown>[] = [
    { accessorKey: 'rank', header: t('missions.rank') },
    { accessorKey: 'account', header: t('missions.account') },
    { accessorKey: 'nickname', header: t('missions.nickname') },
    { accessorKey: 'score', header: t('missions.score') },
    {
      accessorKey: 'reachedAt',
      header: t('missions.reachedAt'),
      cell: ({ row }) => localTime(row.original.reachedAt, i18n.language),
    },
    { accessorKey: 'prize', header: t('missions.prize') },
  ];
  const title = t('missions.standingsOf', { code: board.code });
  return (
    <section className="card space-y-3" aria-label={title}>
      <div className="flex flex-wrap items-center gap-3">
        <h3 className="text-lg font-bold">{title}</h3>
        {standings.data && <span className="text-fg-muted">{standings.data.periodKey}</span>}
        <button type="button" className="btn-secondary" onClick={onClose}>
          {t('missions.close')}
        </button>
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={choosePeriod} noValidate>
        <Field label={t('missions.periodKey')} error={periodError} hint={t('missions.periodHint')}>
          {(c) => <input {...c} name="period" className="field w-48" maxLength={40} />}
        </Field>
        <button className="btn-secondary mb-5">{t('missions.show')}</button>
      </form>
      {standings.isError && (
        <p role="alert" className="text-danger">
          {errorText(standings.error)}
        </p>
      )}
      {standings.data && <p>{standings.data.settled ? t('missions.settled') : t('missions.running')}</p>}
      <DataTable
        label={title}
        rows={standings.data?.list ?? []}
        columns={columns}
        csvName={`standings-${board.code}`}
      />
    </section>
  );
}

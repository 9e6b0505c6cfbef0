import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { AdminDashboard, DashboardDay } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';

const TrendChart = lazy(() => import('../components/trend-chart'));

type Category = AdminDashboard['categories'][number];
type TopMember = AdminDashboard['topMembers'][number];
const FIGURES = [
  'turnover',
  'validBet',
  'ggr',
  'ngr',
  'deposits',
  'withdrawals',
  'bonuses',
  'bets',
  'activeMembers',
  'registrations',
] as const satisfies readonly (keyof DashboardDay)[];

/** Today's business day of the brand (its time zone) and the week's trend, from the play-record roll-ups. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const board = useQuery({
    queryKey: ['dashboard', username],
    queryFn: () =>
      api<AdminDashboard>('GET', username ? `/dashboard?username=${encodeURIComponent(username)}` : '/dashboard'),
    refetchInterval: 60_000,
    // Looking a member up keeps the page (and the field) in place while the answer comes.
    placeholderData: (previous) => previous,
  });
  const data = board.data;
  const lookUp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setUsername(String(new FormData(event.currentTarget).get('username') ?? '').trim());
  };
  const series = useMemo(
    () =>
      data
        ? [
            { label: t('dashboard.turnover'), values: data.trend.map((d) => Number(d.turnover)), colour: '--brand' },
            { label: t('dashboard.ggr'), values: data.trend.map((d) => Number(d.ggr)), colour: '--success' },
            {
              label: t('dashboard.deposits'),
              values: data.trend.map((d) => Number(d.deposits)),
              colour: '--gold-hover',
            },
          ]
        : [],
    [data, t],
  );
  const columns: ColumnDef<Category, unknown>[] = [
    { accessorKey: 'category', header: t('dashboard.category') },
    { accessorKey: 'bets', header: t('dashboard.bets') },
    { accessorKey: 'turnover', header: t('dashboard.turnover') },
    { accessorKey: 'validBet', header: t('dashboard.validBet') },
    { accessorKey: 'ggr', header: t('dashboard.ggr') },
  ];
  const memberColumns: ColumnDef<TopMember, unknown>[] = [
    { accessorKey: 'username', header: t('players.username') },
    { accessorKey: 'bets', header: t('dashboard.bets') },
    { accessorKey: 'turnover', header: t('dashboard.turnover') },
    { accessorKey: 'validBet', header: t('dashboard.validBet') },
    { accessorKey: 'ggr', header: t('dashboard.ggr') },
    { accessorKey: 'deposits', header: t('dashboard.deposits') },
    { accessorKey: 'withdrawals', header: t('dashboard.withdrawals') },
  ];
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-extrabold">{t('dashboard.title')}</h1>
      {board.isError && (
        <p role="alert" className="text-danger">
          {errorText(board.error)}
        </p>
      )}
      {data && (
        <>
          <p className="text-fg-muted">
            {t('dashboard.day', { day: data.today.day, zone: data.timeZone, currency: data.currency })}
          </p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t('dashboard.today')}>
            {FIGURES.map((figure) => (
              <div key={figure} className="card" data-figure={figure}>
                <dt className="text-sm text-fg-muted">{t(`dashboard.${figure}`)}</dt>
                <dd className="text-xl font-bold tabular-nums">{data.today[figure]}</dd>
              </div>
            ))}
          </dl>
          <div className="card space-y-2">
            <h2 className="font-bold">{t('dashboard.trend')}</h2>
            <Suspense fallback={<p>{t('common.loading')}</p>}>
              <TrendChart
                days={data.trend.map((d) => d.day)}
                series={series}
                title={t('dashboard.trend')}
                dayLabel={t('dashboard.dayLabel')}
              />
            </Suspense>
          </div>
          <h2 className="font-bold">{t('dashboard.byCategory')}</h2>
          <DataTable label={t('dashboard.byCategory')} rows={data.categories} columns={columns} csvName="dashboard" />
          <form className="flex flex-wrap items-end gap-2" onSubmit={lookUp}>
            <label className="flex flex-col gap-1">
              {t('dashboard.memberDay')}
              <input name="username" className="field" maxLength={40} defaultValue={username} />
            </label>
            <button className="btn-secondary">{t('common.search')}</button>
          </form>
          {username && (
            <DataTable
              label={t('dashboard.memberDayOf', { username })}
              rows={data.member ? [data.member] : []}
              columns={memberColumns}
              csvName="dashboard-member"
            />
          )}
          <h2 className="font-bold">{t('dashboard.topMembers')}</h2>
          <DataTable
            label={t('dashboard.topMembers')}
            rows={data.topMembers}
            columns={memberColumns}
            csvName="dashboard-members"
          />
        </>
      )}
    </section>
  );
}

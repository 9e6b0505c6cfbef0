import { lazy, Suspense, useEffect, useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { REPORT_GROUPINGS, type DailyReport, type ReportGrouping } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../components/data-table';
import { api, errorText } from '../lib/api';
import { PlayerActivityReport } from './reports/player-activity';
import { dayColumns, groupColumns } from './reports/report-columns';

const TrendChart = lazy(() => import('../components/trend-chart'));

const TOTALS = [
  'stake',
  'validBet',
  'ggr',
  'ngr',
  'bonuses',
  'deposits',
  'withdrawals',
  'bets',
  'activePlayers',
  'registrations',
  'firstDepositors',
] as const satisfies readonly (keyof DailyReport['totals'])[];

/**
 * The brand's business days over a range (the server's default: the last seven), optionally split
 * by category or vendor, with the range's totals, a chart of GGR and stake and the players' activity.
 * Every figure comes from the play-record roll-ups; the tables sort, choose columns and export CSV.
 */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [groupBy, setGroupBy] = useState<ReportGrouping>('day');
  const [asked, setAsked] = useState<{ from?: string; to?: string }>({});
  const [draft, setDraft] = useState({ from: '', to: '' });
  const query = new URLSearchParams({ ...asked, groupBy }).toString();
  const report = useQuery({
    queryKey: ['reports', 'daily', query],
    queryFn: () => api<DailyReport>('GET', `/reports/daily?${query}`),
    // A new range or split keeps the page (and the fields) in place while the answer comes.
    placeholderData: (previous) => previous,
  });
  const data = report.data;
  // The first answer names the range the server chose: the fields show it.
  useEffect(() => {
    if (data) setDraft((d) => (d.from || d.to ? d : { from: data.from, to: data.to }));
  }, [data]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAsked({ ...(draft.from ? { from: draft.from } : {}), ...(draft.to ? { to: draft.to } : {}) });
  };
  const series = useMemo(
    () =>
      data
        ? [
            { label: t('reports.ggr'), values: data.days.map((d) => Number(d.ggr)), colour: '--success' },
            { label: t('reports.stake'), values: data.days.map((d) => Number(d.stake)), colour: '--brand' },
          ]
        : [],
    [data, t],
  );
  const csvName = data ? `report-${data.groupBy}-${data.from}-${data.to}` : 'report';
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-extrabold">{t('reports.title')}</h1>
      <form className="flex flex-wrap items-end gap-2" aria-label={t('reports.title')} onSubmit={submit}>
        {(['from', 'to'] as const).map((key) => (
          <label key={key} className="flex flex-col gap-1 text-sm">
            {t(`reports.${key}`)}
            <input
              type="date"
              name={key}
              className="field"
              value={draft[key]}
              onChange={(e) => setDraft((d) => ({ ...d, [key]: e.target.value }))}
            />
          </label>
        ))}
        <button className="btn-primary">{t('reports.show')}</button>
        <label className="flex flex-col gap-1 text-sm">
          {t('reports.groupBy')}
          <select className="field" value={groupBy} onChange={(e) => setGroupBy(e.target.value as ReportGrouping)}>
            {REPORT_GROUPINGS.map((key) => (
              <option key={key} value={key}>
                {t(`reports.groupings.${key}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {report.isError && (
        <p role="alert" className="text-danger">
          {errorText(report.error)}
        </p>
      )}
      {data && (
        <>
          <p className="text-fg-muted">
            {t('reports.range', { from: data.from, to: data.to, zone: data.timeZone, currency: data.currency })}
          </p>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-label={t('reports.totals')}>
            {TOTALS.map((figure) => (
              <div key={figure} className="card" data-figure={figure}>
                <dt className="text-sm text-fg-muted">{t(`reports.${figure}`)}</dt>
                <dd className="text-xl font-bold tabular-nums">{data.totals[figure]}</dd>
              </div>
            ))}
          </dl>
          <div className="card space-y-2">
            <h2 className="font-bold">{t('reports.chart')}</h2>
            <Suspense fallback={<p>{t('common.loading')}</p>}>
              <TrendChart
                days={data.days.map((d) => d.day)}
                series={series}
                title={t('reports.chart')}
                dayLabel={t('reports.day')}
              />
            </Suspense>
          </div>
          <h2 className="font-bold">{t('reports.daily')}</h2>
          {data.groupBy === 'day' ? (
            <DataTable
              key="day"
              label={t('reports.daily')}
              rows={data.days}
              columns={dayColumns(t)}
              csvName={csvName}
            />
          ) : (
            <>
              <p className="text-sm text-fg-muted">{t('reports.splitNote')}</p>
              <DataTable
                key={data.groupBy}
                label={t('reports.daily')}
                rows={data.groups}
                columns={groupColumns(t, data.groupBy)}
                csvName={csvName}
              />
            </>
          )}
          <PlayerActivityReport from={data.from} to={data.to} />
        </>
      )}
    </section>
  );
}

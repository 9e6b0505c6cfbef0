import { lazy, Suspense, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { resultsQuery } from '../api/lottery-api';
import { trendValue, verifierLink } from '../lib/verifier-link';
import { ResultView } from './result-view';

const TrendChart = lazy(() => import('./trend-chart'));

/** Drawn issues, newest first: the numbers, the published seed and a link to recompute them; a trend chart on demand. */
export function ResultsHistory({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation();
  const results = useQuery(resultsQuery(gameCode));
  const [chart, setChart] = useState(false);
  const list = useMemo(() => results.data?.list.filter((i) => i.result) ?? [], [results.data]);
  const trend = useMemo(() => {
    const ordered = [...list].reverse();
    return { labels: ordered.map((i) => i.numero), values: ordered.map((i) => trendValue(i.result!)) };
  }, [list]);
  return (
    <section aria-labelledby="results-title" className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-card">
      <div className="flex items-center justify-between gap-2">
        <h2 id="results-title" className="font-bold">
          {t('lottery.results')}
        </h2>
        {list.length > 1 && (
          <button
            type="button"
            aria-expanded={chart}
            onClick={() => setChart((c) => !c)}
            className="rounded-lg bg-surface-2 px-3 py-1 text-sm font-semibold"
          >
            {chart ? t('lottery.hideTrend') : t('lottery.showTrend')}
          </button>
        )}
      </div>
      {chart && (
        <Suspense fallback={<div className="h-[180px] animate-pulse rounded-xl bg-surface-2" />}>
          <TrendChart labels={trend.labels} values={trend.values} title={t('lottery.trendTitle')} />
        </Suspense>
      )}
      {list.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('lottery.noResults')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line text-sm" aria-label={t('lottery.results')}>
          {list.slice(0, 10).map((issue) => {
            const link = verifierLink(issue);
            return (
              <li key={issue.numero} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="w-28 font-mono text-xs text-fg-muted">#{issue.numero}</span>
                <span className="min-w-0 flex-1">
                  <ResultView result={issue.result!} size="sm" />
                </span>
                {issue.late && <span className="text-xs text-gold-fg">{t('lottery.late')}</span>}
                {issue.seed && (
                  <span className="text-xs text-fg-muted" title={issue.seed}>
                    {t('lottery.seed')} <code className="font-mono">{issue.seed.slice(0, 12)}…</code>
                  </span>
                )}
                {link && (
                  <Link to={link} className="text-xs font-semibold text-brand-fg underline-offset-2 hover:underline">
                    {t('lottery.verify')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

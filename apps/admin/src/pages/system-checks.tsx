import { useMutation } from '@tanstack/react-query';
import type { SystemChecks } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { api, errorText } from '../lib/api';

/** One check's verdict and its counts: green when nothing disagrees. */
function Verdict({ name, ok, counts }: { name: string; ok: boolean; counts: [string, number][] }) {
  const { t } = useTranslation();
  return (
    <div className="card space-y-2">
      <p className="flex items-center justify-between gap-2 font-semibold">
        {t(`system.checks.${name}`)}
        <span
          className={`rounded-full px-2 py-0.5 text-xs ${ok ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger'}`}
        >
          {t(ok ? 'system.checks.sound' : 'system.checks.unsound')}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-1 text-sm">
        {counts.map(([label, n]) => (
          <div key={label} className="contents">
            <dt className="text-fg-muted">{t(`system.checks.${label}`)}</dt>
            <dd className="text-right tabular-nums">{n}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The books checked on demand (what `ledger:check` and `stats:check` run): counts only, the
 * command line names each difference. Run by a click, never on opening the page: a full pass
 * over the ledger is not something to do on every visit.
 */
export function SystemChecksPanel() {
  const { t, i18n } = useTranslation();
  const run = useMutation({ mutationFn: () => api<SystemChecks>('GET', '/system/checks') });
  const result = run.data;
  return (
    <section className="space-y-3" aria-labelledby="checks-title">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="checks-title" className="text-xl font-bold">
          {t('system.checks.title')}
        </h2>
        <button type="button" className="btn-primary" disabled={run.isPending} onClick={() => run.mutate()}>
          {run.isPending ? t('common.loading') : t('system.checks.run')}
        </button>
        {result && (
          <p role="status" className="text-sm text-fg-muted">
            {t(result.ok ? 'system.checks.allSound' : 'system.checks.seeCli', {
              at: new Date(result.checkedAt).toLocaleString(i18n.language),
            })}
          </p>
        )}
      </div>
      {run.isError && (
        <p role="alert" className="text-danger">
          {errorText(run.error)}
        </p>
      )}
      {result && (
        <div className="grid gap-3 lg:grid-cols-3">
          <Verdict
            name="ledger"
            ok={result.ledger.ok}
            counts={[
              ['accounts', result.ledger.accounts],
              ['transactions', result.ledger.transactions],
              ['unbalancedTransactions', result.ledger.unbalancedTransactions],
              ['balanceMismatches', result.ledger.balanceMismatches],
            ]}
          />
          <Verdict name="postings" ok={result.postings.ok} counts={[['mismatches', result.postings.mismatches]]} />
          <Verdict
            name="rollups"
            ok={result.rollups.ok}
            counts={[
              ['playDifferences', result.rollups.playDifferences],
              ['moneyDifferences', result.rollups.moneyDifferences],
            ]}
          />
        </div>
      )}
    </section>
  );
}

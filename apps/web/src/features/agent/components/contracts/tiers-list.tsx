import { useTranslation } from 'react-i18next';
import type { ContractView } from '@arcadia/contracts';
import { THRESHOLDS, isTiered } from './contract-kinds';

/** A contract's terms: one card per tier (its thresholds and rate), or a real-time salary's rates. */
export function TermsList({ contract }: { contract: ContractView }) {
  const { t } = useTranslation();
  if (!isTiered(contract.kind) || !contract.tiers) {
    const rt = contract.realTime;
    if (!rt) return null;
    return (
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3" data-testid="contract-terms">
        {(
          [
            [t('contracts.profitRate'), `${rt.profitRate} %`],
            [t('contracts.lossRate'), `${rt.lossRate} %`],
            [t('contracts.minSingleBet'), rt.minSingleBet],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-surface-2/60 p-2">
            <dt className="text-xs text-fg-muted">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  const thresholds = THRESHOLDS[contract.kind];
  return (
    <ol className="grid gap-2 sm:grid-cols-2" data-testid="contract-terms">
      {contract.tiers.map((tier, i) => (
        <li key={i} className="rounded-lg bg-surface-2/60 p-2 text-sm">
          <p className="flex items-baseline justify-between gap-2">
            <span className="text-xs font-semibold text-fg-muted">{t('contracts.tier', { n: i + 1 })}</span>
            <span className="text-base font-bold text-brand-fg tabular-nums">{tier.rate} %</span>
          </p>
          <dl className="mt-1 space-y-0.5">
            {thresholds.map((field) => (
              <div key={field} className="flex justify-between gap-2">
                <dt className="text-fg-muted">{t(`contracts.${field}`)}</dt>
                <dd className="tabular-nums">{tier[field] ?? t('contracts.any')}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ol>
  );
}

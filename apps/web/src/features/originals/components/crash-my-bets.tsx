import { useTranslation } from 'react-i18next';
import type { CrashBetItem } from '@arcadia/contracts';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';

/** The player's own last Crash bets; a busted round links to the verifier with its hash and salt. */
export function CrashMyBets({ list }: { list: CrashBetItem[] }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="crash-mine" className="space-y-2 rounded-2xl bg-surface p-4 shadow-card">
      <h2 id="crash-mine" className="text-base font-bold">
        {t('originals.recent')}
      </h2>
      {list.length === 0 ? <p className="text-sm text-fg-muted">{t('originals.noBets')}</p> : null}
      <ul className="divide-y divide-line text-sm" data-testid="recent-bets">
        {list.map((bet) => (
          <li key={bet.betId} className="flex items-center gap-3 py-2">
            <span className="w-16 text-xs text-fg-muted tabular-nums">#{bet.round}</span>
            <span className="flex-1 font-mono tabular-nums" data-testid="bet-summary">
              {bet.cashout ? `${bet.cashout}×` : '—'} / {bet.crash ? `${bet.crash}×` : '…'}
            </span>
            <span className="tabular-nums">{formatMoney(bet.amount, i18n.language)}</span>
            <span
              className={cn(
                'w-20 text-right font-semibold tabular-nums',
                bet.status === 'cashed_out' ? 'text-success' : 'text-fg-muted',
              )}
            >
              {formatMoney(bet.payout, i18n.language)}
            </span>
            {bet.verifyUrl ? (
              <a className="text-xs text-brand-fg underline" href={bet.verifyUrl} target="_blank" rel="noopener">
                {t('originals.verify')}
              </a>
            ) : (
              <span className="text-xs text-fg-muted">{t('originals.crash.status.active')}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

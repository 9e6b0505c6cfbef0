import type { BgsGameFamily } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/lib/money';
import { cn } from '@/lib/cn';
import { originalsKeys, useOriginals } from '../lib/originals-context';

/** The player's last bets of this game, each with its nonce and, once revealed, a verifier link. */
export function RecentBets({ game, launchToken }: { game: BgsGameFamily; launchToken: string | null }) {
  const { t, i18n } = useTranslation();
  const { api } = useOriginals();
  const history = useQuery({ queryKey: originalsKeys.history(game, launchToken), queryFn: () => api.history(game) });
  const list = history.data?.list ?? [];
  return (
    <section aria-labelledby="recent-bets" className="space-y-2 rounded-2xl bg-surface p-4 shadow-card">
      <h2 id="recent-bets" className="text-base font-bold">
        {t('originals.recent')}
      </h2>
      {list.length === 0 ? <p className="text-sm text-fg-muted">{t('originals.noBets')}</p> : null}
      <ul className="divide-y divide-line text-sm" data-testid="recent-bets">
        {list.map((bet) => (
          <li key={bet.betId} className="flex items-center gap-3 py-2">
            <span className="w-14 text-xs text-fg-muted tabular-nums">#{bet.nonce}</span>
            <span className="flex-1 font-mono tabular-nums" data-testid="bet-summary">
              {bet.summary}
            </span>
            <span className="tabular-nums">{formatMoney(bet.amount, i18n.language)}</span>
            <span
              className={cn('w-20 text-right font-semibold tabular-nums', bet.win ? 'text-success' : 'text-fg-muted')}
            >
              {formatMoney(bet.payout, i18n.language)}
            </span>
            {bet.verifyUrl ? (
              <a className="text-xs text-brand-fg underline" href={bet.verifyUrl} target="_blank" rel="noopener">
                {t('originals.verify')}
              </a>
            ) : (
              <span className="text-xs text-fg-muted" title={t('originals.sealed')}>
                {t('originals.sealedShort')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

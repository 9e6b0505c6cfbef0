import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { TitledSection } from '@/components/ui/titled-section';

/** One line of a player's bet list, whatever the game: what it was, stake, payout and its proof. */
export type BetListRow = {
  betId: string | number;
  /** The round or nonce, "#12". */
  tag: string;
  summary: ReactNode;
  amount: string;
  payout: string;
  win: boolean;
  verifyUrl: string | null | undefined;
  /** Shown where the verifier link will be once the bet can be verified. */
  unverified: ReactNode;
};

/** The player's last bets of an original game; a verifiable bet links to the verifier. */
export function BetList({
  headingId,
  tagClassName,
  rows,
}: {
  headingId: string;
  tagClassName: string;
  rows: BetListRow[];
}) {
  const { t, i18n } = useTranslation();
  return (
    <TitledSection
      id={headingId}
      title={t('originals.recent')}
      className="space-y-2 rounded-2xl bg-surface p-4 shadow-card"
      size="base"
    >
      {rows.length === 0 ? <p className="text-sm text-fg-muted">{t('originals.noBets')}</p> : null}
      <ul className="divide-y divide-line text-sm" data-testid="recent-bets">
        {rows.map((bet) => (
          <li key={bet.betId} className="flex items-center gap-3 py-2">
            <span className={cn(tagClassName, 'text-xs text-fg-muted tabular-nums')}>{bet.tag}</span>
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
              bet.unverified
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}

import type { PointsConfig } from '@arcadia/contracts';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DiceIcon } from '@/components/ui/icons';
import { BankIcon, ClockIcon } from '@/components/ui/money-icons';
import { Panel } from '@/components/ui/page-blocks';
import { formatMoney } from '@/lib/money';

/** How points are earned: each enabled rule in words, and how they expire. */
export function EarnRules({ config, symbol }: { config: PointsConfig; symbol: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (amount: string) => formatMoney(amount, language, { symbol });
  const bets = config.rules.filter((r) => r.kind === 'valid_bet');
  const deposit = config.rules.find((r) => r.kind === 'deposit');
  const category = (c: string) =>
    c === 'ALL' ? t('points.earn.allCategories') : t(`points.category.${c}` as ParseKeys, { defaultValue: c });
  return (
    <Panel title={t('points.earn.title')}>
      {config.rules.length === 0 ? <p className="text-sm text-fg-muted">{t('points.earn.none')}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {[...bets.filter((r) => r.category !== 'ALL'), ...bets.filter((r) => r.category === 'ALL')].map((r) => (
          <li key={r.id} className="flex items-start gap-3 rounded-xl bg-surface-2 p-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-brand-soft text-brand-fg">
              <DiceIcon size={18} />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-bold">{category(r.category)}</span>
              <span className="block text-xs text-fg-muted">
                {t('points.earn.betRule', { count: r.points, amount: money(r.perAmount) })}
              </span>
            </span>
          </li>
        ))}
        {deposit ? (
          <li className="flex items-start gap-3 rounded-xl bg-surface-2 p-3">
            <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-gold/20 text-gold-fg">
              <BankIcon size={18} />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-bold">{t('points.earn.depositTitle')}</span>
              <span className="block text-xs text-fg-muted">
                {t('points.earn.depositRule', { count: deposit.points, amount: money(deposit.perAmount) })}
                {Number(deposit.minAmount) > 0
                  ? ` · ${t('points.earn.depositMin', { min: money(deposit.minAmount) })}`
                  : ''}
              </span>
            </span>
          </li>
        ) : null}
      </ul>
      <p className="mt-4 flex items-start gap-2 text-xs text-fg-muted">
        <ClockIcon size={14} className="mt-0.5 shrink-0" />
        <span>
          {t('points.earn.expiry', { days: config.expiryDays })} {t('points.earn.validBetNote')}
        </span>
      </p>
    </Panel>
  );
}

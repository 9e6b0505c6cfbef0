import type { ReactNode } from 'react';
import type { VipLevelView } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { LevelBadge } from './level-badge';

type Row = { key: string; label: string; value: (level: VipLevelView) => ReactNode };

/**
 * Every level's benefits side by side: a row per benefit, a column per level, the member's own
 * column marked. On a phone the table scrolls sideways under a fixed first column.
 */
export function LevelsTable({ levels, currentId }: { levels: VipLevelView[]; currentId: number | null }) {
  const { t, i18n } = useTranslation();
  const money = (v: string) => formatMoney(v, i18n.language);
  const none = <span className="text-fg-muted">—</span>;
  const amount = (v: string) => (Number(v) > 0 ? money(v) : none);
  const categories = [...new Set(levels.flatMap((l) => Object.keys(l.benefits.rebateRates)))].sort();
  const rows: Row[] = [
    { key: 'reach', label: t('vip.benefit.reach'), value: (l) => money(l.reachGrowth) },
    {
      key: 'keep',
      label: t('vip.benefit.keep'),
      value: (l) => (l.reviewCycle === 'none' ? none : money(l.keepGrowth)),
    },
    { key: 'review', label: t('vip.benefit.review'), value: (l) => t(`vip.cycle.${l.reviewCycle}`) },
    { key: 'levelUp', label: t('vip.benefit.levelUpReward'), value: (l) => amount(l.benefits.levelUpReward) },
    { key: 'birthday', label: t('vip.benefit.birthdayReward'), value: (l) => amount(l.benefits.birthdayReward) },
    {
      key: 'points',
      label: t('vip.benefit.pointsMultiplier'),
      value: (l) => `×${formatMoney(l.benefits.pointsMultiplier, i18n.language, { places: 2 })}`,
    },
    ...categories.map((category) => ({
      key: `rebate-${category}`,
      label: t('vip.benefit.rebate', { category: t(`vip.category.${category}`, { defaultValue: category }) }),
      value: (l: VipLevelView) => {
        const rate = l.benefits.rebateRates[category];
        return rate ? `${formatMoney(rate, i18n.language, { places: 2 })}%` : none;
      },
    })),
    {
      key: 'withdrawals',
      label: t('vip.benefit.withdrawals'),
      value: (l) => l.benefits.withdrawalDailyCount ?? t('vip.standard'),
    },
    {
      key: 'withdrawalAmount',
      label: t('vip.benefit.withdrawalAmount'),
      value: (l) => (l.benefits.withdrawalDailyAmount ? money(l.benefits.withdrawalDailyAmount) : t('vip.standard')),
    },
    {
      key: 'service',
      label: t('vip.benefit.vipService'),
      value: (l) =>
        l.benefits.vipService ? (
          <CheckIcon size={16} className="mx-auto text-success" aria-label={t('vip.yes')} />
        ) : (
          none
        ),
    },
  ];
  return (
    <div
      role="region"
      aria-labelledby="vip-levels-title"
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-line focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-full border-separate border-spacing-0 text-sm">
        <caption className="sr-only">{t('vip.levelsCaption')}</caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-surface-2 px-3 py-3 text-left text-xs font-semibold text-fg-muted"
            >
              {t('vip.benefitColumn')}
            </th>
            {levels.map((level) => (
              <th
                key={level.id}
                scope="col"
                aria-current={level.id === currentId ? 'true' : undefined}
                className={cn('bg-surface-2 px-3 py-3 text-center', level.id === currentId && 'bg-brand-soft')}
              >
                <div className="flex flex-col items-center gap-1">
                  <LevelBadge level={level} />
                  {level.id === currentId ? (
                    <span className="text-[11px] font-bold whitespace-nowrap text-brand-fg">{t('vip.current')}</span>
                  ) : null}
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-40 border-t border-line bg-surface px-3 py-2.5 text-left text-xs font-semibold text-fg-muted sm:max-w-none"
              >
                {row.label}
              </th>
              {levels.map((level) => (
                <td
                  key={level.id}
                  className={cn(
                    'border-t border-line px-3 py-2.5 text-center whitespace-nowrap tabular-nums',
                    level.id === currentId && 'bg-brand-soft/60 font-semibold',
                  )}
                >
                  {row.value(level)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

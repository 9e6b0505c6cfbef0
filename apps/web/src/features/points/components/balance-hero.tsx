import type { PointBalance } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { CrownIcon } from '@/components/ui/icons';
import { ClockIcon } from '@/components/ui/money-icons';
import { formatDay, formatPoints } from './point-format';

/** The member's points, what they earned so far and what expires within 30 days (shown before it goes). */
export function BalanceHero({ balance }: { balance: PointBalance }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <section
      aria-labelledby="points-balance"
      className="relative overflow-hidden rounded-2xl bg-gradient-violet p-5 text-on-violet shadow-card sm:p-6"
    >
      <span aria-hidden="true" className="absolute -top-10 -right-10 size-40 rounded-full bg-white/10" />
      <span aria-hidden="true" className="absolute -bottom-16 right-24 size-32 rounded-full bg-white/5" />
      <div className="relative flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="points-balance" className="flex items-center gap-2 text-sm font-semibold opacity-90">
            <CrownIcon size={18} />
            {t('points.balance')}
          </h2>
          <p className="mt-1 text-4xl font-black tracking-tight tabular-nums sm:text-5xl" data-testid="points-balance">
            {formatPoints(balance.currentPoints, language)}
          </p>
          <p className="mt-1 text-xs opacity-80">
            {t('points.earnedTotal', { points: formatPoints(balance.earnedTotal, language) })}
          </p>
        </div>
        <div className="min-w-0 rounded-xl bg-black/15 p-3 text-sm sm:max-w-xs">
          <p className="mb-1 flex items-center gap-1.5 text-xs font-bold tracking-wide uppercase opacity-90">
            <ClockIcon size={14} />
            {t('points.expiringTitle')}
          </p>
          {balance.expiring.length === 0 ? (
            <p className="text-xs opacity-85">{t('points.noExpiring')}</p>
          ) : (
            <ul className="space-y-0.5">
              {balance.expiring.slice(0, 3).map((e) => (
                <li key={e.expiresAt} className="text-xs">
                  {t('points.expiringItem', {
                    points: formatPoints(e.points, language),
                    date: formatDay(e.expiresAt, language),
                  })}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

import type { VipInfo } from '@arcadia/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { formatDay } from '@/lib/date-format';
import { LevelBadge } from './level-badge';

/** Share of the way from the current level's reach to the next one's, 0-100. */
function progressPercent(info: VipInfo): number {
  const next = info.levels.find((l) => l.id === info.progress.nextLevelId);
  if (!next) return 100;
  const from = Number(info.level?.reachGrowth ?? '0');
  const to = Number(next.reachGrowth);
  const now = Number(info.progress.growth);
  return to <= from ? 100 : Math.max(0, Math.min(100, ((now - from) / (to - from)) * 100));
}

/** The member's level, growth and the way to the next level, then how the level is kept. */
export function LevelHero({ info, now }: { info: VipInfo; now: Date }) {
  const { t, i18n } = useTranslation();
  const money = (v: string) => formatMoney(v, i18n.language);
  const next = info.levels.find((l) => l.id === info.progress.nextLevelId) ?? null;
  const percent = Math.round(progressPercent(info));
  const review = info.review;
  return (
    <section
      aria-labelledby="vip-level-title"
      className="relative overflow-hidden rounded-2xl border border-line bg-surface p-5 sm:p-6"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-24 -right-16 size-64 rounded-full opacity-25 blur-3xl"
        style={{ backgroundColor: info.level?.color2 ?? 'transparent' }}
      />
      <div className="relative flex flex-wrap items-center gap-x-6 gap-y-4">
        <div className="flex flex-col gap-2">
          <h2 id="vip-level-title" className="text-sm font-semibold text-fg-muted">
            {t('vip.currentLevel')}
          </h2>
          {info.level ? <LevelBadge level={info.level} large /> : <span className="text-lg font-bold">—</span>}
        </div>
        <div className="flex flex-col gap-1">
          <span className="text-sm font-semibold text-fg-muted">{t('vip.growth')}</span>
          <span className="text-2xl font-extrabold tabular-nums">{money(info.progress.growth)}</span>
        </div>
      </div>

      <div className="relative mt-5">
        {next ? (
          <>
            <div className="mb-2 flex items-center justify-between gap-3 text-sm">
              <span className="font-semibold">{t('vip.nextLevel', { name: next.name })}</span>
              <span className="font-bold text-brand-fg tabular-nums">{percent}%</span>
            </div>
            <div
              role="progressbar"
              aria-label={t('vip.progressLabel', { name: next.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-3 overflow-hidden rounded-full bg-surface-3"
            >
              <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="mt-2 text-sm">
              <strong>{t('vip.missing', { growth: money(info.progress.missingGrowth ?? '0') })}</strong>{' '}
              {info.progress.missingDeposit && info.progress.missingValidBet ? (
                <span className="text-fg-muted">
                  {t('vip.missingWays', {
                    deposit: money(info.progress.missingDeposit),
                    validBet: money(info.progress.missingValidBet),
                  })}
                </span>
              ) : null}
            </p>
          </>
        ) : (
          <p className="text-sm font-semibold">{t('vip.topLevel')}</p>
        )}
      </div>

      <div className="relative mt-4 rounded-xl bg-surface-2 p-3 text-sm">
        <h3 className="mb-1 font-bold">{t('vip.reviewTitle')}</h3>
        {!review || !info.level ? (
          <p className="text-fg-muted">{t('vip.noReview')}</p>
        ) : new Date(review.periodStart) > now ? (
          <p className="text-fg-muted">{t('vip.protected', { date: formatDay(review.periodStart, i18n.language) })}</p>
        ) : (
          <p className="text-fg-muted">
            {t('vip.reviewText', {
              growth: money(review.periodGrowth),
              keep: money(review.keepGrowth),
              name: info.level.name,
              date: formatDay(review.reviewAt, i18n.language),
            })}{' '}
            <strong className="text-fg">
              {Number(review.missingToKeep) > 0
                ? t('vip.reviewMissing', { missing: money(review.missingToKeep) })
                : t('vip.reviewKept')}
            </strong>
          </p>
        )}
      </div>
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import type { BonusView } from '@arcadia/contracts';
import { formatMoney } from '@/lib/money';

/** A bonus's wagering as a bar: how much of the requirement is met, in words and in width. */
export function WageringProgress({ bonus }: { bonus: BonusView }) {
  const { t, i18n } = useTranslation();
  const money = (v: string) => formatMoney(v, i18n.language);
  return (
    <div className="flex flex-col gap-1.5">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={bonus.percent}
        aria-label={t('promo.progress.label', { percent: bonus.percent })}
        className="h-2.5 overflow-hidden rounded-full bg-surface-3"
      >
        <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${bonus.percent}%` }} />
      </div>
      <p className="flex justify-between gap-3 text-xs text-fg-muted tabular-nums">
        <span>{t('promo.progress.value', { progress: money(bonus.progress), required: money(bonus.required) })}</span>
        <span className="font-bold text-fg">{bonus.percent}%</span>
      </p>
    </div>
  );
}

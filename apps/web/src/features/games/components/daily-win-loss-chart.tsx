import { useTranslation } from 'react-i18next';
import { formatMoney, toMinor } from '@/lib/money';

const WIDTH = 600;
const HEIGHT = 140;
const MIDDLE = HEIGHT / 2;

/**
 * A bar per business day of win/loss: up and green for a winning day, down and red for a losing
 * one, scaled to the period's biggest day. Each bar carries its day and amount for screen readers
 * and as a tooltip; the totals and the category table above say the same in words.
 */
export function DailyWinLossChart({ days }: { days: { day: string; winLoss: string }[] }) {
  const { t, i18n } = useTranslation();
  const values = days.map((d) => Number(toMinor(d.winLoss)));
  const biggest = Math.max(1, ...values.map(Math.abs));
  const slot = WIDTH / days.length;
  const bar = Math.max(1, slot * 0.7);
  return (
    <figure className="rounded-2xl border border-line bg-surface p-3">
      <figcaption className="mb-2 text-xs font-semibold text-fg-muted">{t('profitLoss.chart')}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-36 w-full" role="list" aria-label={t('profitLoss.chart')}>
        <line x1={0} x2={WIDTH} y1={MIDDLE} y2={MIDDLE} className="stroke-line" strokeWidth={1} />
        {days.map((d, index) => {
          const value = values[index]!;
          const height = (Math.abs(value) / biggest) * (MIDDLE - 4);
          const label = `${d.day}: ${formatMoney(d.winLoss, i18n.language, { sign: true })}`;
          return (
            <rect
              key={d.day}
              role="listitem"
              aria-label={label}
              x={index * slot + (slot - bar) / 2}
              y={value >= 0 ? MIDDLE - height : MIDDLE}
              width={bar}
              height={Math.max(value === 0 ? 0 : 1, height)}
              rx={Math.min(3, bar / 2)}
              className={value >= 0 ? 'fill-success' : 'fill-danger'}
            >
              <title>{label}</title>
            </rect>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-[11px] text-fg-muted tabular-nums">
        <span>{days[0]!.day}</span>
        <span>{days.at(-1)!.day}</span>
      </div>
    </figure>
  );
}

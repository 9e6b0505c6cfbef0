import { useTranslation } from 'react-i18next';
import {
  fairConfig,
  SLOT_ROWS,
  slotPaylines,
  slotPaytable,
  slotScatterPays,
  slotStrips,
  type PayingSymbol,
  type SlotSymbol,
} from '@arcadia/fair';
import { cn } from '@/lib/cn';

const COUNTS = [3, 4, 5] as const;
/** Line pays per symbol (× the line bet), then the scatter's (× the total bet). */
const PAY_ROWS: [SlotSymbol, readonly number[]][] = [
  ...(Object.entries(slotPaytable) as [PayingSymbol, readonly number[]][]),
  ['scatter', slotScatterPays],
];
const CELL = 'px-2 py-1.5 text-right tabular-nums';

/**
 * The slot's published configuration, read straight from @arcadia/fair (the tables the server
 * spins with): RTP, paytable with the wild and scatter pays, the ten paylines and the five reel
 * strips. Shown on the slot page and on the verifier, so a player can check a spin by hand.
 */
export function SlotConfigPanel({ className }: { className?: string }) {
  const { t } = useTranslation();
  const rtp = (fairConfig.slot.publishedRtp * 100).toFixed(2);
  return (
    <section
      aria-labelledby="slot-config"
      className={cn('space-y-4 rounded-2xl bg-surface p-4 shadow-card', className)}
      data-testid="slot-config"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="slot-config" className="text-base font-bold">
          {t('fair.config.title')}
        </h2>
        <p className="text-sm">
          <span className="text-fg-muted">{t('fair.config.rtp')} </span>
          <span className="font-bold tabular-nums" data-testid="slot-rtp">
            {rtp} %
          </span>
        </p>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid="slot-paytable">
          <caption className="pb-1 text-left text-xs text-fg-muted">{t('fair.config.paytable')}</caption>
          <thead>
            <tr className="border-b border-line text-xs text-fg-muted">
              <th scope="col" className="px-2 py-1.5 text-left font-semibold">
                {t('fair.config.symbol')}
              </th>
              {COUNTS.map((count) => (
                <th key={count} scope="col" className={cn(CELL, 'font-semibold')}>
                  {t('fair.config.inARow', { count })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PAY_ROWS.map(([name, pays]) => (
              <tr key={name} className="border-b border-line/60 last:border-0">
                <th scope="row" className="px-2 py-1.5 text-left font-semibold">
                  {t(`fair.symbols.${name}`)}
                </th>
                {pays.map((pay, index) => (
                  <td key={index} className={CELL}>
                    {pay}×
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="list-disc space-y-1 pl-5 text-xs text-fg-muted">
        <li>{t('fair.config.linePays')}</li>
        <li>{t('fair.config.wild')}</li>
        <li>{t('fair.config.scatter')}</li>
      </ul>
      <div className="space-y-2">
        <h3 className="text-sm font-bold">{t('fair.config.paylines')}</h3>
        <ol className="grid grid-cols-5 gap-2 sm:grid-cols-10" data-testid="slot-paylines">
          {slotPaylines.map((rows, line) => (
            <li key={line} className="space-y-1 text-center">
              <Payline rows={rows} label={t('fair.config.line', { n: line + 1 })} />
              <span className="text-[11px] text-fg-muted">{line + 1}</span>
            </li>
          ))}
        </ol>
      </div>
      <details className="group">
        <summary className="cursor-pointer text-sm font-bold">{t('fair.config.strips')}</summary>
        <p className="mt-1 text-xs text-fg-muted">{t('fair.config.stripsHint')}</p>
        <div className="mt-2 grid grid-cols-5 gap-2" data-testid="slot-strips">
          {slotStrips.map((strip, reel) => (
            <ol key={reel} aria-label={t('fair.config.reel', { n: reel + 1 })} className="space-y-0.5 text-[11px]">
              <li className="font-semibold">{t('fair.config.reel', { n: reel + 1 })}</li>
              {strip.map((name, stop) => (
                <li key={stop} className="flex justify-between gap-1 rounded bg-surface-2/60 px-1.5 py-0.5">
                  <span className="text-fg-muted tabular-nums">{stop}</span>
                  <span className="font-semibold">{t(`fair.symbols.${name}`)}</span>
                </li>
              ))}
            </ol>
          ))}
        </div>
      </details>
    </section>
  );
}

/** A 5 × 3 sketch of one payline: the row it crosses on each reel. */
function Payline({ rows, label }: { rows: readonly number[]; label: string }) {
  return (
    <span role="img" aria-label={label} className="grid grid-cols-5 gap-px rounded bg-line/60 p-0.5">
      {Array.from({ length: SLOT_ROWS }, (_, row) =>
        rows.map((lineRow, reel) => (
          <span
            key={`${row}-${reel}`}
            style={{ gridRow: row + 1, gridColumn: reel + 1 }}
            className={cn('aspect-square rounded-[2px]', lineRow === row ? 'bg-brand' : 'bg-surface-2')}
          />
        )),
      )}
    </span>
  );
}

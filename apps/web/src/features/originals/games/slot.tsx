import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { slotStrips, SLOT_ROWS, type SlotSymbol } from '@arcadia/fair';
import { SlotConfigPanel } from '@/components/fair/slot-config-panel';
import { cn } from '@/lib/cn';
import { BetAmount } from '../components/bet-amount';
import { GameLayout, PlayControls } from '../components/game-layout';
import { useOriginals } from '../lib/originals-context';
import { resultLine } from '../lib/result-line';
import { useInstantBet } from '../lib/use-instant-bet';

const SPIN_MS = 600;
const GLYPH: Record<SlotSymbol, string> = {
  wild: 'W',
  scatter: '★',
  crown: '♛',
  comet: '☄',
  moon: '☾',
  ace: 'A',
  king: 'K',
  queen: 'Q',
  jack: 'J',
};
/**
 * Each cell's whole colouring: a class list only (cn does not merge), so a tone never competes
 * with the plain cell's background. The Wild is framed in the brand colour, the Scatter gold:
 * they differ in both themes (the dark theme's brand is gold too, hence the frame).
 */
const PLAIN = 'bg-surface-2 text-fg';
const TONE: Partial<Record<SlotSymbol, string>> = {
  wild: 'bg-brand-soft text-brand-fg ring-2 ring-inset ring-brand',
  scatter: 'bg-gold text-on-gold',
  crown: 'bg-surface-2 text-gold-fg',
};
const START = slotStrips.map((strip) => Array.from({ length: SLOT_ROWS }, (_, row) => strip[row]!));

/** Star Harbour: 5 reels, 3 rows, 10 lines; wild substitutes, scatters pay anywhere. */
export default function SlotGame() {
  const { t, i18n } = useTranslation();
  const { api } = useOriginals();
  const place = useCallback((amount: string) => api.slot({ amount }), [api]);
  const { play, busy, error, result } = useInstantBet(place, SPIN_MS);
  const spinning = useSpin(busy);
  const window = (result?.window as SlotSymbol[][] | undefined) ?? START;
  const outcome = result ? resultLine(result, i18n.language) : null;

  const controls = (
    <>
      <BetAmount disabled={busy} />
      <p className="text-xs text-fg-muted">{t('originals.slotLines')}</p>
      <PlayControls play={play} busy={busy} error={error} label={t('originals.spin')} />
    </>
  );
  const board = (
    <div className="w-full max-w-lg space-y-3">
      <div className="grid grid-cols-5 gap-1.5" data-testid="slot-window">
        {window.map((column, reel) => (
          <div key={reel} className="grid gap-1.5">
            {column.map((symbol, row) => {
              const shown = spinning
                ? slotStrips[reel]![(spinning + row * 3 + reel) % slotStrips[reel]!.length]!
                : symbol;
              return (
                <div
                  key={row}
                  aria-label={t(`fair.symbols.${shown}`)}
                  className={cn(
                    'grid aspect-square place-items-center rounded-xl text-2xl font-black sm:text-3xl',
                    spinning ? `${PLAIN} opacity-60 blur-[1px]` : (TONE[shown] ?? PLAIN),
                  )}
                >
                  {GLYPH[shown]}
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {result && outcome && !spinning ? (
        <ul className="space-y-1 text-sm" aria-live="polite">
          {result.lineWins.map((win) => (
            <li key={win.line}>
              {t('fair.outcome.lineWin', {
                line: win.line + 1,
                matched: win.count,
                symbol: t(`fair.symbols.${win.symbol as SlotSymbol}`),
                pay: win.pay,
              })}
            </li>
          ))}
          <li className="font-semibold" data-testid="slot-result">
            {outcome.key === 'originals.lost'
              ? t('originals.lost')
              : outcome.key === 'originals.won'
                ? t('originals.won', { payout: outcome.values.payout })
                : t('originals.wonNetLoss', { payout: outcome.values.payout, loss: outcome.values.loss })}
          </li>
        </ul>
      ) : null}
    </div>
  );
  return (
    <>
      <GameLayout controls={controls} board={board} />
      <SlotConfigPanel />
    </>
  );
}

/** While a spin is in flight the reels flick through their strips. */
function useSpin(active: boolean): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setTick((n) => n + 1), 70);
    return () => clearInterval(timer);
  }, [active]);
  return active ? tick + 1 : 0;
}

import { useTranslation } from 'react-i18next';
import { MINES_TILES, plinkoTable } from '@arcadia/fair';
import { cn } from '@/lib/cn';
import type { CrashWalk, Outcome } from '../lib/verify';

const times = (value100: number) => `${(value100 / 100).toFixed(2)}×`;
const times4 = (value4: number) => `${(value4 / 10_000).toFixed(4)}×`;

/** The result a game makes of the floats, drawn the way the game shows it. */
export function OutcomeView({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  switch (outcome.game) {
    case 'dice':
      return (
        <Headline value={(outcome.roll100 / 100).toFixed(2)} label={t('fair.outcome.roll')}>
          <WinBadge win={outcome.win} detail={outcome.win ? times4(outcome.multiplier4) : null} />
        </Headline>
      );
    case 'limbo':
      return (
        <Headline value={times(outcome.result100)} label={t('fair.outcome.result')}>
          <WinBadge win={outcome.win} detail={null} />
        </Headline>
      );
    case 'crash':
      return (
        <Headline value={times(outcome.steps.crash100)} label={t('fair.outcome.crash')}>
          <p className="text-xs text-fg-muted">
            {t('fair.outcome.r52')} <span className="font-mono text-fg">{outcome.steps.r52}</span>
          </p>
          {outcome.walk ? <ChainWalk walk={outcome.walk} /> : null}
        </Headline>
      );
    case 'mines':
      return (
        <div
          className="grid w-full max-w-64 grid-cols-5 gap-1.5"
          data-testid="fair-outcome"
          aria-label={t('fair.outcome.minesGrid')}
        >
          {Array.from({ length: MINES_TILES }, (_, tile) => {
            const mine = outcome.mines.includes(tile);
            return (
              <span
                key={tile}
                className={cn(
                  'grid aspect-square place-items-center rounded-lg text-xs font-bold',
                  mine ? 'bg-danger text-on-brand' : 'bg-success-soft text-success',
                )}
              >
                {mine ? t('fair.outcome.mine') : tile + 1}
              </span>
            );
          })}
        </div>
      );
    case 'plinko': {
      const table = plinkoTable(outcome.risk, outcome.result.path.length);
      return (
        <div className="space-y-3" data-testid="fair-outcome">
          <p className="font-mono text-sm">{outcome.result.path.map((step) => (step ? 'R' : 'L')).join(' ')}</p>
          <ol className="flex flex-wrap gap-1" aria-label={t('fair.outcome.buckets')}>
            {table.map((multiplier100, bucket) => (
              <li
                key={bucket}
                aria-current={bucket === outcome.result.bucket || undefined}
                className={cn(
                  'rounded-md px-1.5 py-1 text-[11px] font-semibold',
                  bucket === outcome.result.bucket ? 'bg-brand text-on-brand' : 'bg-surface-2 text-fg-muted',
                )}
              >
                {times(multiplier100)}
              </li>
            ))}
          </ol>
        </div>
      );
    }
    case 'slot':
      return (
        <div className="space-y-3" data-testid="fair-outcome">
          <div className="grid max-w-md grid-cols-5 gap-1.5">
            {outcome.result.window.flatMap((column, reel) =>
              column.map((symbol, row) => (
                <span
                  key={`${reel}-${row}`}
                  style={{ gridColumn: reel + 1, gridRow: row + 1 }}
                  className="rounded-lg bg-surface-2 px-1 py-2 text-center text-[11px] font-semibold"
                >
                  {t(`fair.symbols.${symbol}`)}
                </span>
              )),
            )}
          </div>
          <p className="text-sm font-semibold">
            {t('fair.outcome.pays', { multiplier: times4(outcome.result.multiplier4) })}
          </p>
          <ul className="text-xs text-fg-muted">
            {outcome.result.lineWins.map((win) => (
              <li key={win.line}>
                {t('fair.outcome.lineWin', {
                  line: win.line + 1,
                  matched: win.count,
                  symbol: t(`fair.symbols.${win.symbol}`),
                  pay: win.pay,
                })}
              </li>
            ))}
          </ul>
        </div>
      );
    case 'lottery':
      return (
        <ol className="flex flex-wrap gap-2" data-testid="fair-outcome" aria-label={t('fair.outcome.numbers')}>
          {outcome.numbers.map((number, index) => (
            <li
              key={index}
              className="grid size-9 place-items-center rounded-full bg-gold text-sm font-bold text-on-gold"
            >
              {number}
            </li>
          ))}
        </ol>
      );
  }
}

function Headline({ value, label, children }: { value: string; label: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2" data-testid="fair-outcome">
      <p className="text-xs font-semibold tracking-wide text-fg-muted uppercase">{label}</p>
      <p className="font-display text-4xl font-extrabold tabular-nums">{value}</p>
      {children}
    </div>
  );
}

function WinBadge({ win, detail }: { win: boolean | null; detail: string | null }) {
  const { t } = useTranslation();
  if (win === null) return null;
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-3 py-1 text-xs font-bold',
        win ? 'bg-success-soft text-success' : 'bg-danger-soft text-danger',
      )}
    >
      {win ? t('fair.outcome.win') : t('fair.outcome.lose')}
      {detail ? ` · ${detail}` : ''}
    </span>
  );
}

/** Where hashing the round hash `steps` times lands, against the chain's published terminating hash. */
function ChainWalk({ walk }: { walk: CrashWalk }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-1 rounded-xl border border-line bg-surface-2/60 p-3 text-xs" data-testid="fair-chain-walk">
      <p className="text-fg-muted">{t('fair.outcome.walked', { steps: walk.steps })}</p>
      <p className="font-mono break-all text-fg">{walk.reached}</p>
      {walk.matches === null ? null : (
        <p className={cn('font-semibold', walk.matches ? 'text-success' : 'text-danger')}>
          {walk.matches ? `✓ ${t('fair.outcome.chainOk')}` : `✗ ${t('fair.outcome.chainBad')}`}
        </p>
      )}
    </div>
  );
}

import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diceMultiplier4, diceWinChance100, isValidDiceBet, type DiceDirection } from '@arcadia/fair';
import { SegmentedTabs, tabSet } from '@/components/ui/segmented-tabs';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { BetAmount } from '../components/bet-amount';
import { GameLayout, PlayControls } from '../components/game-layout';
import { useOriginals } from '../lib/originals-context';
import { useInstantBet } from '../lib/use-instant-bet';

const DIRECTIONS = tabSet<DiceDirection>('dice-direction', 'fair.fields.direction', [
  { value: 'under', label: 'fair.options.under' },
  { value: 'over', label: 'fair.options.over' },
]);

/** Dice: roll 0.00–100.00 under or over a target; the multiplier follows the win chance. */
export default function DiceGame() {
  const { t, i18n } = useTranslation();
  const { api } = useOriginals();
  const [target, setTarget] = useState(50);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const bet = { target100: Math.round(target * 100), direction };
  const valid = isValidDiceBet(bet);
  const place = useCallback((amount: string) => api.dice({ amount, target, direction }), [api, target, direction]);
  const { play, busy, error, result } = useInstantBet(place, 350);
  const roll = result ? Number(result.roll) : null;

  const controls = (
    <>
      <BetAmount disabled={busy} />
      <SegmentedTabs tabs={DIRECTIONS} value={direction} onChange={setDirection} />
      <label className="block space-y-1 text-sm">
        <span className="font-semibold">
          {t('fair.fields.target')}: <span className="tabular-nums">{target.toFixed(2)}</span>
        </span>
        <input
          type="range"
          min={2}
          max={98}
          step={0.5}
          value={target}
          onChange={(event) => setTarget(Number(event.target.value))}
          className="w-full accent-brand"
        />
      </label>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-fg-muted">{t('originals.winChance')}</dt>
          <dd className="font-semibold tabular-nums">{valid ? (diceWinChance100(bet) / 100).toFixed(2) : '—'}%</dd>
        </div>
        <div>
          <dt className="text-fg-muted">{t('originals.multiplier')}</dt>
          <dd className="font-semibold tabular-nums">{valid ? (diceMultiplier4(bet) / 10_000).toFixed(4) : '—'}×</dd>
        </div>
      </dl>
      <PlayControls play={play} busy={busy} ready={valid} error={error} />
    </>
  );

  const board = (
    <div className="w-full max-w-xl space-y-6 text-center">
      <p
        data-testid="dice-roll"
        className={cn(
          'text-6xl font-black tabular-nums transition-colors',
          result ? (result.win ? 'text-success' : 'text-danger') : 'text-fg-muted',
        )}
      >
        {result ? result.roll : '—'}
      </p>
      <div className="relative h-3 rounded-full bg-surface-2" aria-hidden="true">
        <div
          className={cn('absolute inset-y-0 rounded-full bg-success/70', direction === 'under' ? 'left-0' : 'right-0')}
          style={{ width: `${direction === 'under' ? target : 100 - target}%` }}
        />
        {roll !== null ? (
          <div
            className="absolute -top-1.5 size-6 -translate-x-1/2 rounded-full border-2 border-surface bg-fg shadow transition-[left] duration-300"
            style={{ left: `${roll}%` }}
          />
        ) : null}
      </div>
      {result ? (
        <p className="text-sm text-fg-muted" aria-live="polite">
          {result.win ? t('originals.won', { payout: formatMoney(result.payout, i18n.language) }) : t('originals.lost')}
        </p>
      ) : null}
    </div>
  );
  return <GameLayout controls={controls} board={board} />;
}

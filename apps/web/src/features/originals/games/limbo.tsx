import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fairConfig, isValidLimboTarget } from '@arcadia/fair';
import { LabelledInput } from '@/components/ui/labelled-controls';
import { cn } from '@/lib/cn';
import { BetAmount } from '../components/bet-amount';
import { GameLayout, PlayControls } from '../components/game-layout';
import { useOriginals } from '../lib/originals-context';
import { useInstantBet } from '../lib/use-instant-bet';

const ANIMATION_MS = 450;

/** Limbo: pick a target multiplier; the drawn multiplier must reach it. */
export default function LimboGame() {
  const { t } = useTranslation();
  const { api } = useOriginals();
  const [targetText, setTargetText] = useState('2.00');
  const target = Number(targetText);
  const valid = isValidLimboTarget(Math.round(target * 100)) && /^\d+(\.\d{1,2})?$/.test(targetText);
  const place = useCallback((amount: string) => api.limbo({ amount, target }), [api, target]);
  const { play, busy, error, result } = useInstantBet(place, ANIMATION_MS);
  const shown = useCountUp(result ? Number(result.result) : null, ANIMATION_MS - 100);
  const chance = valid ? ((100 - fairConfig.limbo.houseEdgeBp / 100) / target).toFixed(4) : '—';

  const controls = (
    <>
      <BetAmount disabled={busy} />
      <LabelledInput
        label={t('originals.targetMultiplier')}
        inputMode="decimal"
        value={targetText}
        invalid={!valid}
        onChange={(event) => setTargetText(event.target.value)}
        end={<span className="text-sm">×</span>}
      />
      <p className="text-sm text-fg-muted">
        {t('originals.winChance')}: <span className="font-semibold tabular-nums text-fg">{chance}%</span>
      </p>
      <PlayControls play={play} busy={busy} ready={valid} error={error} />
    </>
  );
  const board = (
    <p
      data-testid="limbo-result"
      className={cn(
        'text-7xl font-black tabular-nums',
        result && shown === Number(result.result) ? (result.win ? 'text-success' : 'text-danger') : 'text-fg',
      )}
    >
      {shown === null ? '1.00' : shown.toFixed(2)}×
    </p>
  );
  return <GameLayout controls={controls} board={board} />;
}

/** Counts from 1.00 up to the result in a short, easing climb. */
function useCountUp(value: number | null, ms: number): number | null {
  const [shown, setShown] = useState<number | null>(value);
  useEffect(() => {
    if (value === null) return;
    const start = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const k = Math.min(1, (now - start) / ms);
      setShown(k === 1 ? value : 1 + (value - 1) * (1 - (1 - k) ** 3));
      if (k < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [value, ms]);
  return shown;
}

import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { LabelledInput } from '@/components/ui/labelled-controls';
import { toMinor, typedMinor } from '@/lib/money';

type Outcome = { amount: string; payout: string };

/**
 * Auto-bet: the same bet again and again until the count is reached, the profit or the loss of
 * this run reaches its limit, a bet is refused, or the player stops. Each bet waits for the one
 * before it (and its short animation), so the balance shown is always the server's.
 */
export function AutoBet({ play, disabled }: { play: () => Promise<Outcome | null>; disabled?: boolean }) {
  const { t } = useTranslation();
  const [count, setCount] = useState('10');
  const [stopProfit, setStopProfit] = useState('');
  const [stopLoss, setStopLoss] = useState('');
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState<number | null>(null);
  const stop = useRef(false);

  const run = async () => {
    stop.current = false;
    setRunning(true);
    let net = 0n;
    let played = 0;
    const total = Math.max(1, Math.min(1000, Number.parseInt(count, 10) || 1));
    const profitCap = typedMinor(stopProfit);
    const lossCap = typedMinor(stopLoss);
    while (!stop.current && played < total) {
      const outcome = await play();
      if (!outcome) break;
      played += 1;
      setDone(played);
      net += toMinor(outcome.payout) - toMinor(outcome.amount);
      if (profitCap !== null && profitCap > 0n && net >= profitCap) break;
      if (lossCap !== null && lossCap > 0n && -net >= lossCap) break;
    }
    setRunning(false);
  };

  const limits = [
    { label: t('originals.auto.count'), inputMode: 'numeric', value: count, set: setCount },
    { label: t('originals.auto.stopProfit'), inputMode: 'decimal', value: stopProfit, set: setStopProfit },
    { label: t('originals.auto.stopLoss'), inputMode: 'decimal', value: stopLoss, set: setStopLoss },
  ] as const;

  return (
    <fieldset className="space-y-3 rounded-xl border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{t('originals.auto.title')}</legend>
      <div className="grid grid-cols-3 gap-2">
        {limits.map(({ set, ...input }) => (
          <LabelledInput key={input.label} {...input} disabled={running} onChange={(e) => set(e.target.value)} />
        ))}
      </div>
      {running ? (
        <Button variant="outline" className="w-full" onClick={() => (stop.current = true)}>
          {t('originals.auto.stop', { count: done ?? 0 })}
        </Button>
      ) : (
        <Button variant="outline" className="w-full" disabled={disabled} onClick={() => void run()}>
          {t('originals.auto.start')}
        </Button>
      )}
    </fieldset>
  );
}

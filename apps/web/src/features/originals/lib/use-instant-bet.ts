import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOriginals } from './originals-context';
import { problemText } from './problem';

type Settled = { amount: string; payout: string; balance: string; win: boolean };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One bet of a one-shot game: sends it, shows the result for `animationMs` (kept short), then
 * updates balance, history and nonce. Answers the result for auto-bet, or null when refused.
 */
export function useInstantBet<R extends Settled>(place: (amount: string) => Promise<R>, animationMs: number) {
  const { t } = useTranslation();
  const { amount, settled } = useOriginals();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<R | null>(null);

  const play = useCallback(async (): Promise<R | null> => {
    setBusy(true);
    setError(null);
    try {
      const answer = await place(amount.trim());
      setResult(answer);
      await pause(animationMs);
      settled(answer);
      return answer;
    } catch (caught) {
      setError(problemText(t, caught));
      return null;
    } finally {
      setBusy(false);
    }
  }, [amount, animationMs, place, settled, t]);

  return { play, busy, error, result };
}

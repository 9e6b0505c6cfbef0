import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatMoney, toMinor } from '@/lib/money';
import { refreshWallet } from '@/lib/wallet/wallet-queries';
import { lotteryKeys, placeSlip, type LotteryGame, type SlipLine } from '../api/lottery-api';
import { isApiError } from '@/lib/api-error';
import { errorText } from '../lib/error-text';
import { usePrizeMode } from '../lib/prize-mode';
import { MoveToLottery } from './move-to-lottery';

/**
 * The slip: chosen lines, their cost, chase settings and "Place bets". The slip stays after a
 * refusal; one for the balance offers to move the main wallet's money to the lottery in place.
 */
export function Slip(props: { game: LotteryGame; lines: SlipLine[]; onChange: (lines: SlipLine[]) => void }) {
  const { game, lines, onChange } = props;
  const { t, i18n } = useTranslation();
  const mode = usePrizeMode();
  const queryClient = useQueryClient();
  const [chase, setChase] = useState(false);
  const [issues, setIssues] = useState(3);
  const [stopOnWin, setStopOnWin] = useState(true);
  const [done, setDone] = useState<string | null>(null);
  const place = useMutation({
    mutationFn: () =>
      placeSlip({ gameCode: game.gameCode, prizeMode: mode, lines, chase: chase ? { issues, stopOnWin } : undefined }),
    onSuccess: async (placed) => {
      onChange([]);
      setDone(
        t('lottery.placed', { count: placed.lineIds.length, balance: formatMoney(placed.balance, i18n.language) }),
      );
      await Promise.all([queryClient.invalidateQueries({ queryKey: lotteryKeys.all }), refreshWallet(queryClient)]);
    },
  });
  const unitsOf = (line: SlipLine) => game.betTypes.find((b) => b.betType === line.betType)?.units ?? 1;
  const cost = lines.reduce((sum, l) => sum + safeMinor(l.stake) * BigInt(unitsOf(l)), 0n) * BigInt(chase ? issues : 1);

  return (
    <section aria-labelledby="slip-title" className="flex flex-col gap-3 rounded-2xl bg-surface p-4 shadow-card">
      <h2 id="slip-title" className="font-bold">
        {t('lottery.slip')} <span className="text-fg-muted">({lines.length})</span>
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-fg-muted">{done ?? t('lottery.slipEmpty')}</p>
      ) : (
        <ul className="flex max-h-60 flex-col divide-y divide-line overflow-auto text-sm">
          {lines.map((line, i) => (
            <li key={`${line.betType}-${line.pick}-${i}`} className="flex items-center gap-2 py-1.5">
              <span className="min-w-0 flex-1 truncate">
                {t(`lottery.betType.${line.betType}`, { defaultValue: line.betType })} ·{' '}
                <b className="font-mono">{line.pick}</b>
              </span>
              <span className="tabular-nums">{line.stake}</span>
              <button
                type="button"
                onClick={() => onChange(lines.filter((_, j) => j !== i))}
                className="rounded px-1.5 text-fg-muted hover:text-danger"
                aria-label={t('lottery.remove', { pick: line.pick })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <fieldset className="flex flex-col gap-2 rounded-xl bg-surface-2 p-3 text-sm">
        <label className="flex items-center gap-2 font-semibold">
          <input type="checkbox" checked={chase} onChange={(e) => setChase(e.target.checked)} />
          {t('lottery.chase')}
        </label>
        {chase && (
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2">
              {t('lottery.chaseIssues')}
              <input
                type="number"
                min={2}
                max={30}
                value={issues}
                onChange={(e) => setIssues(Math.min(30, Math.max(2, Number(e.target.value) || 2)))}
                className="h-9 w-20 rounded-lg border border-line bg-surface px-2 tabular-nums"
              />
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" checked={stopOnWin} onChange={(e) => setStopOnWin(e.target.checked)} />
              {t('lottery.stopOnWin')}
            </label>
          </div>
        )}
      </fieldset>
      <div className="flex items-center justify-between text-sm">
        <span className="text-fg-muted">{t('lottery.total')}</span>
        <b className="tabular-nums">{formatMoney(cost, i18n.language)}</b>
      </div>
      {place.isError && (
        <p role="alert" className="rounded-lg bg-danger-soft px-3 py-2 text-sm text-danger">
          {errorText(t, place.error)}
        </p>
      )}
      {place.isError && isApiError(place.error) && place.error.code === 'wallet.insufficient_funds' ? (
        <MoveToLottery
          onMoved={() => {
            place.reset();
            setDone(t('lottery.moved'));
          }}
        />
      ) : null}
      {done && lines.length > 0 ? (
        <p role="status" className="text-sm text-fg-muted">
          {done}
        </p>
      ) : null}
      <Button variant="gold" size="lg" disabled={lines.length === 0 || place.isPending} onClick={() => place.mutate()}>
        {t('lottery.placeBets')}
      </Button>
    </section>
  );
}

function safeMinor(stake: string): bigint {
  try {
    return toMinor(stake);
  } catch {
    return 0n;
  }
}

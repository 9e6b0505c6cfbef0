import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrashMyBet } from '@arcadia/contracts';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import type { CrashLive } from '../lib/use-crash-live';
import { BustHistory } from './crash-panels';
import { CrashGraph } from './crash-graph';

const times = (m100: number) => `${Math.floor(m100 / 100)}.${String(m100 % 100).padStart(2, '0')}`;

/** The clock while a round boards or flies (countdown, multiplier): one frame at a time. */
export function useFrameClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    let frame = requestAnimationFrame(function tick() {
      setNow(Date.now());
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [running]);
  return now;
}

/** The round on screen: its number, the multiplier (or the crash), the phase and my cash-out. */
export function CrashBoard({
  live,
  shown,
  now,
  elapsedMs,
  myBet,
}: {
  live: CrashLive;
  shown: number | null;
  now: number;
  /** Time in flight (the graph's x). */
  elapsedMs: number;
  myBet: CrashMyBet | null;
}) {
  const { t, i18n } = useTranslation();
  const seconds =
    live.phase === 'betting' && live.flightAt !== null
      ? Math.max(0, Math.ceil((live.flightAt - (now + live.offsetMs)) / 1000))
      : null;
  const status = !live.connected
    ? t('originals.crash.connecting')
    : live.phase === 'betting'
      ? t('originals.crash.bettingIn', { seconds: seconds ?? 0 })
      : live.phase === 'busted'
        ? t('originals.crash.busted', { crash: live.crash })
        : t('originals.crash.flying');
  const big = live.phase === 'busted' ? `${live.crash}×` : shown !== null ? `${times(shown)}×` : '1.00×';
  return (
    <div className="flex w-full min-w-0 flex-col items-center gap-3">
      <BustHistory history={live.history} chain={live.chain} />
      <CrashGraph phase={live.phase} elapsedMs={elapsedMs} crash={live.crash} growthPerMs={live.growthPerMs}>
        <p className="text-sm text-fg-muted" data-testid="crash-round">
          {live.number === null ? '' : t('originals.crash.round', { number: live.number })}
        </p>
        <output
          aria-live="off"
          data-testid="crash-multiplier"
          className={cn(
            'font-mono text-5xl font-black tabular-nums sm:text-7xl',
            live.phase === 'busted' ? 'text-danger' : live.phase === 'flying' ? 'text-success' : 'text-fg',
          )}
        >
          {big}
        </output>
        {/* The countdown changes every second: shown, but only the phase itself is announced. */}
        <p className="text-base font-semibold" data-testid="crash-phase" aria-hidden="true">
          {status}
        </p>
      </CrashGraph>
      <p role="status" className="sr-only">
        {live.phase === 'betting' ? t('originals.crash.round', { number: live.number }) : status}
      </p>
      {myBet && myBet.status === 'cashed_out' ? (
        <p className="text-success font-semibold" data-testid="crash-my-result">
          {t('originals.crash.cashedOut', {
            multiplier: myBet.cashout,
            payout: formatMoney(myBet.payout, i18n.language),
          })}
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The wall clock in milliseconds, ticking once a second while shown. */
function useSecondTick(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** What is left until `at`, as days, hours and minutes (minutes rounded up), never below zero. */
export function timeUntil(at: string, now: number) {
  const minutes = Math.max(0, Math.ceil((Date.parse(at) - now) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/**
 * "Resets in 0d 5h 12m" (or the board's "Ends in …"): a live clock to the end of the period. When
 * it runs out the page's data is read again (`onElapsed`), so the new period shows by itself.
 */
export function ResetCountdown({
  at,
  label,
  onElapsed,
}: {
  at: string;
  label: 'missions.resetsIn' | 'missions.board.endsIn';
  onElapsed?: () => void;
}) {
  const { t } = useTranslation();
  const now = useSecondTick();
  const elapsed = Date.parse(at) <= now;
  useEffect(() => {
    if (elapsed) onElapsed?.();
  }, [elapsed, onElapsed]);
  return (
    <time
      dateTime={at}
      className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-semibold text-fg-muted tabular-nums"
    >
      <span aria-hidden className="size-1.5 rounded-full bg-brand motion-safe:animate-pulse" />
      {t(label, { time: t('missions.countdown', timeUntil(at, now)) })}
    </time>
  );
}

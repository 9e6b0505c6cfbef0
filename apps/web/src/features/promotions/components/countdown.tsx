import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Now, refreshed every `everyMs` while shown. */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Days, hours and minutes until `at` (rounded up to the minute), never below zero. */
export function parts(at: string, now: Date) {
  const minutes = Math.max(0, Math.ceil((Date.parse(at) - now.getTime()) / 60_000));
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

/** "Starts in 2d 3h 10m" / "Ends in …": a promotion's clock, or nothing when it has none. */
export function PromoCountdown({ startsAt, endsAt }: { startsAt: string; endsAt: string | null }) {
  const { t } = useTranslation();
  const now = useNow();
  const starting = Date.parse(startsAt) > now.getTime();
  const at = starting ? startsAt : endsAt;
  if (at === null || (!starting && Date.parse(at) <= now.getTime())) return null;
  const time = t('promo.countdown', parts(at, now));
  return (
    <time dateTime={at} className="text-xs font-semibold text-fg-muted tabular-nums">
      {starting ? t('promo.startsIn', { time }) : t('promo.endsIn', { time })}
    </time>
  );
}

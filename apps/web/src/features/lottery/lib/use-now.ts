import { useEffect, useState } from 'react';

/** The time, refreshed every `everyMs` (countdowns). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(id);
  }, [everyMs]);
  return now;
}

/** "01:05" (or "1:02:03" past an hour) until `iso`; "00:00" once it is past. */
export function countdownText(iso: string, now: number): string {
  const left = Math.max(0, Math.floor((new Date(iso).getTime() - now) / 1000));
  const h = Math.floor(left / 3600);
  const mm = String(Math.floor((left % 3600) / 60)).padStart(2, '0');
  const ss = String(left % 60).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

import { useEffect, useState } from 'react';

/** Now, refreshed every `everyMs` while the component is shown (countdowns to a pending change). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** Hours and minutes left until `at` (rounded up to the minute), never below zero. */
export function timeLeft(at: string, now: Date): { hours: number; minutes: number } {
  const minutes = Math.max(0, Math.ceil((new Date(at).getTime() - now.getTime()) / 60_000));
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

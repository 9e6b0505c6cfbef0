import { localeOf } from '@/lib/money';

/** Points are whole numbers, grouped the member's way ("12.500" in pt, "12,500" in en). */
export const formatPoints = (points: number, language: string) =>
  new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(points);

/** A day in the member's language, from an ISO instant. */
export const formatDay = (iso: string, language: string) =>
  new Intl.DateTimeFormat(localeOf(language), { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(iso),
  );

/** An instant as the site shows times: yyyy-MM-dd HH:mm in the member's zone. */
export function formatTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

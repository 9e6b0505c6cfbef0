import { i18n } from '@/i18n';
import { localeOf } from './money';

const pad = (n: number) => String(n).padStart(2, '0');

/*
 * One date format per language everywhere: timestamps and the date pickers (components/ui/
 * date-input) both write days with formatDay, in the UI language's own order (16/11/2026 in pt,
 * 11/16/2026 in en, 2026/11/16 in zh). The Gregorian calendar in every language, as the pickers use
 * it. Times are shown in the user's zone (DESIGN.md section 3).
 */
const cache = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat; minute: Intl.DateTimeFormat }>();
function formats(language: string) {
  let found = cache.get(language);
  if (!found) {
    const locale = `${localeOf(language)}-u-ca-gregory`;
    found = {
      day: new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }),
      time: new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hourCycle: 'h23',
      }),
      minute: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    cache.set(language, found);
  }
  return found;
}

const validDate = (value: string | Date | null | undefined): Date | null => {
  if (!value) return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** A day in the language's format ("16/11/2026"); `language` defaults to the UI's. */
export function formatDay(value: string | Date | null | undefined, language = i18n.language): string {
  const d = validDate(value);
  return d ? formats(language).day.format(d) : '';
}

/** A moment as "16/11/2026 14:05:09" in the language's day format, 24-hour time. */
export function formatDateTime(iso: string | null | undefined, language = i18n.language): string {
  const d = validDate(iso);
  return d ? `${formats(language).day.format(d)} ${formats(language).time.format(d)}` : '';
}

/** A moment to the minute, "16/11/2026 14:05", for times announced ahead (back from maintenance). */
export function formatDateMinute(iso: string | null | undefined, language = i18n.language): string {
  const d = validDate(iso);
  return d ? `${formats(language).day.format(d)} ${formats(language).minute.format(d)}` : '';
}

/** yyyy-MM-dd of a local date (the value an <input type="date"> holds). */
export function formatDate(d: Date): string {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The local midnight starting the day "yyyy-MM-dd", plus `days`. */
export function localDayStart(day: string, days = 0): Date {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(y, m - 1, d + days);
}

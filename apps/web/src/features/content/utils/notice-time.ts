import { formatDate } from '@/lib/date-format';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Announcement times as the spec writes them (portal.md section 2): yyyy-MM-dd hh:mm:ss in the
 * reader's zone, the same in every language (other pages use the language's own date order).
 */
export function noticeTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${formatDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

import { describe, expect, it } from 'vitest';
import { formatDateMinute, formatDateTime, formatDay, localDayStart } from './date-format';

describe('one date format per language', () => {
  const moment = new Date(2026, 10, 16, 9, 5, 7).toISOString();

  it('writes days in the language order, Gregorian everywhere', () => {
    expect(formatDay(moment, 'pt')).toBe('16/11/2026');
    expect(formatDay(moment, 'en')).toBe('11/16/2026');
    expect(formatDay(moment, 'zh')).toBe('2026/11/16');
    expect(formatDay(moment, 'th')).toBe('16/11/2026');
    expect(formatDay(moment, 'vi')).toBe('16/11/2026');
  });

  it('timestamps use the same day format as the date pickers, with 24-hour time', () => {
    expect(formatDateTime(moment, 'pt')).toBe('16/11/2026 09:05:07');
    expect(formatDateTime(moment, 'en')).toBe('11/16/2026 09:05:07');
    expect(formatDay(localDayStart('2026-11-16'), 'pt')).toBe(formatDateTime(moment, 'pt').slice(0, 10));
    expect(formatDateTime('not a date', 'pt')).toBe('');
    expect(formatDateTime(null)).toBe('');
  });

  it('a time announced ahead (back from maintenance) keeps the day format, to the minute', () => {
    expect(formatDateMinute(moment, 'pt')).toBe('16/11/2026 09:05');
    expect(formatDateMinute(moment, 'en')).toBe('11/16/2026 09:05');
    expect(formatDateMinute(undefined, 'pt')).toBe('');
  });
});

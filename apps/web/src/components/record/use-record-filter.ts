import { useState } from 'react';
import { defaultRecordDates, recordRange } from '@/lib/record-range';
import type { DateRange } from './record-filters';

export type RecordFilterBase = DateRange & { pageNo: number };

/**
 * The filter state of a member's record: the last 7 days and page 1 to start, any narrowing goes
 * back to page 1, and the days become the instants the server wants unless the range is refused
 * (`problem`: the end before the start, or more than `maxDays`; the query then waits).
 */
export function useRecordFilter<F extends RecordFilterBase>(
  narrowing: Omit<F, keyof RecordFilterBase>,
  maxDays: number,
) {
  const [filter, setFilter] = useState<F>(() => ({ ...defaultRecordDates(), ...narrowing, pageNo: 1 }) as F);
  const range = recordRange(filter.startDate, filter.endDate, maxDays);
  return {
    filter,
    problem: 'problem' in range ? range.problem : null,
    range: 'problem' in range ? { from: '', to: '' } : range,
    update: (patch: Partial<F>) => setFilter((current) => ({ ...current, pageNo: 1, ...patch })),
    goToPage: (pageNo: number) => setFilter((current) => ({ ...current, pageNo })),
  };
}

import type { ReactNode } from 'react';
import { DateInput } from '@/components/ui/date-input';
import { cn } from '@/lib/cn';
import { FormAlert } from '@/components/ui/form';
import { CONTROL, LabelledInput, LabelledSelect } from '@/components/ui/labelled-controls';

/*
 * The filter row of the member's records (the account record, the betting record): a date range
 * and selects that each narrow the list. Plain controlled inputs: a change applies at once (and
 * sends the record back to page 1), so there is no form to submit.
 */

export type DateRange = { startDate: string; endDate: string };

/** From and to days; an emptied input is ignored, and each end bounds the other's picker. */
function DateRangeFields({
  range,
  labels,
  onChange,
}: {
  range: DateRange;
  labels: { from: ReactNode; to: ReactNode };
  onChange: (patch: Partial<DateRange>) => void;
}) {
  const ends = [
    { end: 'startDate', label: labels.from, bounds: { max: range.endDate } },
    { end: 'endDate', label: labels.to, bounds: { min: range.startDate } },
  ] as const;
  return ends.map(({ end, label, bounds }) => (
    <LabelledInput
      key={end}
      as={DateInput}
      label={label}
      className={CONTROL}
      value={range[end]}
      {...bounds}
      onChange={(e) => e.target.value && onChange({ [end]: e.target.value })}
    />
  ));
}

/** One narrowing select: "all" (the empty value) first, then the options. */
export function FilterSelect<V extends string>({
  label,
  value,
  allLabel,
  options,
  onChange,
}: {
  label: ReactNode;
  value: V | '';
  allLabel: string;
  options: readonly { value: V; label: string }[];
  onChange: (value: V | '') => void;
}) {
  return (
    <LabelledSelect<V | ''>
      label={label}
      value={value}
      options={[{ value: '', label: allLabel }, ...options]}
      onChange={(next) => onChange(next as V | '')}
    />
  );
}

/** Why the chosen days are refused: the end before the start, or a range longer than the record allows. */
function RangeProblem({
  problem,
  className,
  messages,
}: {
  problem: 'order' | 'tooLong' | null;
  className: string;
  messages: { order: string; tooLong: string };
}) {
  if (!problem) return null;
  return (
    <div className={className}>
      <FormAlert>{messages[problem]}</FormAlert>
    </div>
  );
}

/** The words of a record's filter card: the two date labels and why a range is refused. */
export type RecordFilterTexts = { from: string; to: string; order: string; tooLong: string };

/**
 * The filter card of a member's record: the date range, then the record's own selects (children),
 * and under them why the chosen days are refused. `columns`: the grid's columns by breakpoint.
 */
export function RecordFilterCard({
  range,
  onChange,
  problem,
  texts,
  columns,
  children,
}: {
  range: DateRange;
  onChange: (patch: Partial<DateRange>) => void;
  problem: 'order' | 'tooLong' | null;
  texts: RecordFilterTexts;
  columns: string;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <div className={cn('grid gap-3', columns)}>
        <DateRangeFields range={range} labels={texts} onChange={onChange} />
        {children}
      </div>
      <RangeProblem problem={problem} className="mt-3" messages={texts} />
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const CHIP =
  'flex h-10 shrink-0 items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';
const ON = 'border-brand bg-brand text-on-brand shadow-card';
const OFF = 'border-line bg-surface text-fg-muted hover:bg-surface-2 hover:text-fg';

export const chipClass = (selected: boolean) => cn(CHIP, selected ? ON : OFF);

/** The chosen value of a chip filter (none: all) and its setter. */
export type ChipSelection<V extends string> = { value: V | undefined; onChange: (value: V | undefined) => void };

/**
 * A filter drawn as a row of toggle chips (vendors, classify tags): "all" first (no value), then
 * one chip a choice; the row scrolls sideways on phones.
 */
export function FilterChips<V extends string>({
  label,
  allLabel,
  choices,
  value,
  onChange,
}: ChipSelection<V> & {
  label: string;
  allLabel: string;
  choices: readonly { value: V; content: ReactNode }[];
}) {
  return (
    <div role="group" aria-label={label} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1">
      <button type="button" aria-pressed={!value} className={chipClass(!value)} onClick={() => onChange(undefined)}>
        {allLabel}
      </button>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={value === choice.value}
          className={chipClass(value === choice.value)}
          onClick={() => onChange(choice.value)}
        >
          {choice.content}
        </button>
      ))}
    </div>
  );
}

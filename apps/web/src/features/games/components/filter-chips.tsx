import type { ComponentProps, ReactNode } from 'react';
import { ToggleButton } from '@/components/ui/toggle-button';

const CHIP =
  'flex h-10 shrink-0 items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring';
const ON = 'border-brand bg-brand text-on-brand shadow-card';
const OFF = 'border-line bg-surface text-fg-muted hover:bg-surface-2 hover:text-fg';

/** One toggle chip of the lobby's filter rows. */
export function Chip(props: Omit<ComponentProps<typeof ToggleButton>, 'className' | 'on' | 'off'>) {
  return <ToggleButton {...props} className={CHIP} on={ON} off={OFF} />;
}

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
      <Chip pressed={!value} onClick={() => onChange(undefined)}>
        {allLabel}
      </Chip>
      {choices.map((choice) => (
        <Chip key={choice.value} pressed={value === choice.value} onClick={() => onChange(choice.value)}>
          {choice.content}
        </Chip>
      ))}
    </div>
  );
}

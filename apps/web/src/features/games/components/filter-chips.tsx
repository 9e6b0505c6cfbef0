import type { ComponentProps } from 'react';
import { ToggleButton } from '@/components/ui/toggle-button';
import { ToggleGroup, type ToggleChoice } from '@/components/ui/toggle-group';

/** The look of the lobby's filter chips. */
const CHIP = {
  className:
    'flex h-10 shrink-0 items-center gap-2 rounded-xl border px-3 text-sm font-semibold whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
  on: 'border-brand bg-brand text-on-brand shadow-card',
  off: 'border-line bg-surface text-fg-muted hover:bg-surface-2 hover:text-fg',
};

/** One toggle chip of the lobby's filter rows. */
export function Chip(props: Omit<ComponentProps<typeof ToggleButton>, 'className' | 'on' | 'off'>) {
  return <ToggleButton {...props} {...CHIP} />;
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
  choices: readonly ToggleChoice<V>[];
}) {
  return (
    <ToggleGroup<V | undefined>
      label={label}
      choices={[{ value: undefined, content: allLabel }, ...choices]}
      value={value}
      onPick={onChange}
      className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
      button={CHIP}
    />
  );
}

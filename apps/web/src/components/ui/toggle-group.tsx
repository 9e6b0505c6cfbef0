import type { ReactNode } from 'react';
import { ToggleButton } from './toggle-button';

/** One button of a toggle group: the value it picks and what it shows. */
export type ToggleChoice<V> = { value: V; content: ReactNode };

/**
 * A labelled row of toggle buttons of which the picked value's is pressed (quick amounts, a
 * lottery position, filter chips, the desk's queues): screen readers hear the row's name and which
 * button is down, and every row looks after its buttons the same way.
 */
export function ToggleGroup<V>({
  label,
  choices,
  value,
  onPick,
  className,
  button,
}: {
  label: string;
  choices: readonly ToggleChoice<V>[];
  /** The picked value; one no choice has (undefined where "all" is not a choice) leaves every button up. */
  value: V | undefined;
  onPick: (value: V) => void;
  className?: string;
  /** The buttons' classes, and those added while pressed (`on`) or not (`off`). */
  button: { className: string; on?: string; off?: string };
}) {
  return (
    <div role="group" aria-label={label} className={className}>
      {choices.map((choice) => (
        <ToggleButton
          key={String(choice.value)}
          {...button}
          pressed={Object.is(choice.value, value)}
          onClick={() => onPick(choice.value)}
        >
          {choice.content}
        </ToggleButton>
      ))}
    </div>
  );
}

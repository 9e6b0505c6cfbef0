import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

type ToggleButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'aria-pressed'> & {
  /** Whether the button is pressed (on): announced as aria-pressed. */
  pressed: boolean;
  /** Classes added while pressed. */
  on?: string;
  /** Classes added while not pressed. */
  off?: string;
};

/**
 * A button that stays pressed until pressed again (a chip, a pick, a quick amount, a show/hide
 * switch): screen readers hear its state, and its look follows it through `on` and `off`.
 */
export function ToggleButton({ pressed, on, off, className, ...props }: ToggleButtonProps) {
  return <button {...props} type="button" aria-pressed={pressed} className={cn(className, pressed ? on : off)} />;
}

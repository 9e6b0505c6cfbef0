import { cn } from '@/lib/cn';

/** A small ring spinner that inherits the text colour (for buttons and inline loading). */
export function Spinner({ className, size = 16 }: { className?: string; size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className={cn(
        'inline-block shrink-0 animate-spin rounded-full border-2 border-current border-r-transparent',
        className,
      )}
    />
  );
}

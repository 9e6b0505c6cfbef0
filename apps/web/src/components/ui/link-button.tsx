import type { ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A button that reads as a link in the text around it (to registration, to login, forgot password). */
export function LinkButton({ className, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={cn(
        'rounded font-semibold text-brand-fg hover:underline focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    />
  );
}

import type { Ref, TextareaHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A multi-line text field in the frame of the text inputs, for FormField's `as`. */
export function TextArea({ invalid, className, ref, ...props }: TextAreaProps) {
  return (
    <textarea
      ref={ref}
      aria-invalid={invalid || undefined}
      className={cn(
        'w-full rounded-xl border bg-surface px-3 py-2.5 text-sm outline-none transition focus-visible:border-brand-fg focus-visible:ring-2 focus-visible:ring-ring',
        invalid ? 'border-danger' : 'border-line',
        className,
      )}
      {...props}
    />
  );
}

import { useId, type ReactNode } from 'react';

export type FieldControl = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

/**
 * A labelled form field with its error under it, tied to the input for screen readers. The input
 * stays uncontrolled (defaultValue): a refused submit keeps everything the operator typed.
 */
export function Field({
  label,
  error,
  hint,
  className,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <span id={hintId} className="text-xs text-fg-muted">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="text-sm text-danger">
          {error}
        </span>
      )}
    </div>
  );
}

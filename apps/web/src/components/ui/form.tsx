import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/field-rules';
import { cn } from '@/lib/cn';
import { Button, type ButtonVariant } from './button';
import { EyeIcon, EyeOffIcon } from './icons';
import { Spinner } from './spinner';
import { ToggleButton } from './toggle-button';

/*
 * Form building blocks: a labelled field with its error under it (forms use it through FormField,
 * form-field.tsx, which binds it to react-hook-form), a text input with optional adornments, a
 * select, a password input with a show/hide toggle, a checkbox and a submit button with a loading
 * state. Errors arrive encoded (see lib/field-rules) and are
 * translated here, so they follow the current language.
 */

/** What a framed input (TextInput, AmountInput, TextArea …) takes from its Field: spread it onto the input. */
export type FieldControl = { id: string; 'aria-describedby': string | undefined; invalid: boolean };

/** What Field hands its input: the input's id, the ids of its error and hint, the error state, and `control`. */
export type FieldIds = { inputId: string; describedBy: string | undefined; invalid: boolean; control: FieldControl };

export type FieldProps = {
  label: ReactNode;
  /** Shows the required marker after the label. */
  required?: boolean;
  /** Encoded error message from the resolver or the server. */
  error?: string | undefined;
  hint?: ReactNode;
  children: (ids: FieldIds) => ReactNode;
  className?: string;
  /** Visually hide the label (still read by screen readers). */
  hideLabel?: boolean;
};

export function Field({ label, required, error, hint, children, className, hideLabel }: FieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const hintId = `${inputId}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const invalid = Boolean(error);
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className={cn('text-[13px] font-semibold text-fg', hideLabel && 'sr-only')}>
        {label}
        {required ? (
          <span className="ml-0.5 text-danger" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children({ inputId, describedBy, invalid, control: { id: inputId, 'aria-describedby': describedBy, invalid } })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger">
          {fieldErrorText(t, error)}
        </p>
      ) : null}
    </div>
  );
}

export type TextInputProps = InputHTMLAttributes<HTMLInputElement> & {
  invalid?: boolean;
  start?: ReactNode;
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  wrapperClassName?: string;
};

/** The input frame: focus ring on the frame, adornments inside it, a red edge when invalid. */
export function TextInput({ invalid, start, end, className, wrapperClassName, ref, ...props }: TextInputProps) {
  return (
    <div
      className={cn(
        'flex h-11 items-center gap-2 rounded-xl border bg-surface-2/60 px-3 transition',
        'focus-within:border-brand-fg focus-within:bg-surface focus-within:ring-2 focus-within:ring-ring/25',
        invalid ? 'border-danger' : 'border-line hover:border-fg-muted/40',
        props.disabled && 'opacity-60',
        wrapperClassName,
      )}
    >
      {start ? <span className="flex shrink-0 items-center text-fg-muted">{start}</span> : null}
      <input
        ref={ref}
        aria-invalid={invalid || undefined}
        className={cn(
          'h-full min-w-0 flex-1 bg-transparent text-[15px] text-fg outline-none placeholder:text-fg-muted/70',
          className,
        )}
        {...props}
      />
      {end ? <span className="flex shrink-0 items-center">{end}</span> : null}
    </div>
  );
}

/** The frame of a select or date input: the text inputs' look, without their adornments. */
export const CONTROL_FRAME =
  'h-11 rounded-xl border border-line bg-surface-2/60 px-3 text-[15px] text-fg focus-visible:outline-2 focus-visible:outline-ring';

/** A native select in the same frame as the text inputs. */
export function SelectInput({
  invalid,
  className,
  ref,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { invalid?: boolean; ref?: Ref<HTMLSelectElement> }) {
  return <select ref={ref} aria-invalid={invalid || undefined} className={cn(CONTROL_FRAME, className)} {...props} />;
}

export function PasswordInput(props: Omit<TextInputProps, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      end={
        <ToggleButton
          pressed={visible}
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t('form.hidePassword') : t('form.showPassword')}
          className="-mr-1 grid size-8 place-items-center rounded-lg text-fg-muted transition hover:bg-surface-3 hover:text-fg focus-visible:outline-2 focus-visible:outline-ring"
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </ToggleButton>
      }
    />
  );
}

export function Checkbox({
  label,
  ref,
  className,
  ...props
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; ref?: Ref<HTMLInputElement> }) {
  return (
    <label className={cn('inline-flex cursor-pointer items-center gap-2 text-sm text-fg-muted select-none', className)}>
      <input
        ref={ref}
        type="checkbox"
        className="size-4 shrink-0 cursor-pointer rounded accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
}

export function SubmitButton({
  loading,
  children,
  disabled,
  variant = 'primary',
  className,
}: {
  loading?: boolean;
  children: ReactNode;
  disabled?: boolean;
  variant?: ButtonVariant;
  className?: string;
}) {
  return (
    <Button
      type="submit"
      size="lg"
      variant={variant}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn('w-full', className)}
    >
      {loading ? <Spinner /> : null}
      {children}
    </Button>
  );
}

/** A banner-style error for problems that belong to no single field. */
export function FormAlert({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="rounded-xl border border-danger/30 bg-danger-soft px-3 py-2.5 text-sm font-medium text-danger"
    >
      {children}
    </p>
  );
}

/** A line that confirms what the form just did (read out by screen readers). */
export function FormSuccess({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p role="status" className="rounded-xl bg-success-soft px-3 py-2.5 text-sm font-medium text-success">
      {children}
    </p>
  );
}

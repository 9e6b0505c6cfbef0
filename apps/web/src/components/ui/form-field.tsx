import type { ComponentProps, ElementType, ReactNode } from 'react';
import {
  get,
  useFormState,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { Field, TextInput } from './form';

/** What FormField gives the input itself: its registration, the ids and the error state. */
type Bound = 'name' | 'ref' | 'onChange' | 'onBlur' | 'id' | 'invalid' | 'aria-describedby';

type OwnProps<V extends FieldValues, N extends Path<V>, C extends ElementType> = {
  form: UseFormReturn<V>;
  name: N;
  label: ReactNode;
  /** Validation and change/blur hooks, as react-hook-form's `register` takes them. */
  rules?: RegisterOptions<V, N>;
  /** The input component; TextInput unless given (PasswordInput, AmountInput, CaptchaInput …). */
  as?: C;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  hideLabel?: boolean;
};

export type FormFieldProps<V extends FieldValues, N extends Path<V>, C extends ElementType> = OwnProps<V, N, C> &
  Omit<ComponentProps<C>, Bound | keyof OwnProps<V, N, C>>;

/**
 * The one way a form shows a field: a labelled input registered with react-hook-form, its error
 * (from the resolver, a rule or the server) under it and linked by aria-describedby. The input
 * component gets every other prop (placeholder, icons, maxLength …).
 */
export function FormField<V extends FieldValues, N extends Path<V>, C extends ElementType = typeof TextInput>({
  form,
  name,
  label,
  rules,
  as,
  required,
  hint,
  className,
  hideLabel,
  ...inputProps
}: FormFieldProps<V, N, C>) {
  const { errors } = useFormState({ control: form.control, name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const Input: ElementType = as ?? TextInput;
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className} hideLabel={hideLabel}>
      {({ control }) => <Input {...form.register(name, rules)} {...inputProps} {...control} />}
    </Field>
  );
}

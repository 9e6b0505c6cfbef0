import type { ComponentProps, ElementType, ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';
import { CONTROL_FRAME, Field, TextInput } from './form';

/*
 * Controls outside a form (game settings, the fairness verifier, record filters): plain
 * controlled inputs in the Field frame, its label linked to the input by id. Form fields go
 * through FormField instead (form-field.tsx).
 */

/** The frame of a select or date input among these controls, the width of its column. */
export const CONTROL = cn(CONTROL_FRAME, 'w-full');

export type SelectOption<V extends string | number> = { value: V; label: ReactNode };

/** Options that show their own value (row counts, mine counts). */
export function plainOptions<V extends string | number>(values: readonly V[]): SelectOption<V>[] {
  return values.map((value) => ({ value, label: value }));
}

type OptionsSelectProps<V extends string | number> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  options: readonly SelectOption<V>[];
  /** The chosen option's value as the select holds it (a string). */
  onChange: (value: string) => void;
};

/** A select of the given options, in order. */
export function OptionsSelect<V extends string | number>({
  options,
  onChange,
  className,
  ...props
}: OptionsSelectProps<V>) {
  return (
    <select {...props} className={cn(CONTROL, className)} onChange={(event) => onChange(event.target.value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A labelled select of the given options. */
export function LabelledSelect<V extends string | number>({
  label,
  ...props
}: Omit<OptionsSelectProps<V>, 'id'> & { label: ReactNode }) {
  return <Field label={label}>{({ inputId }) => <OptionsSelect id={inputId} {...props} />}</Field>;
}

type LabelledInputProps<C extends ElementType> = { label: ReactNode; as?: C } & Omit<
  ComponentProps<C>,
  'id' | 'label' | 'as'
>;

/** A labelled input: TextInput unless another input component is given (DateInput …). */
export function LabelledInput<C extends ElementType = typeof TextInput>({
  label,
  as,
  ...props
}: LabelledInputProps<C>) {
  const Input: ElementType = as ?? TextInput;
  return <Field label={label}>{({ inputId }) => <Input id={inputId} {...props} />}</Field>;
}

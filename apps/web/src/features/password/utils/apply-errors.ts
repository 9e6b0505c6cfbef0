import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '@/lib/api-error';
import { encodeFieldError } from '@/lib/field-rules';

/** Puts the server's field errors under the fields this form has; returns false if none fit. */
export function applyServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  fields: readonly string[],
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const fieldError of error.errors) {
    if (!fields.includes(fieldError.field)) continue;
    form.setError(fieldError.field as Path<V>, { message: encodeFieldError(fieldError) }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-error';
import { encodeFieldError } from './field-rules';

export type ServerErrorPlacement<V extends FieldValues> = {
  /** The fields this form shows: the envelope's field errors for these go under them. */
  fields?: readonly Path<V>[];
  /** Error codes that belong to one field when the envelope names none (e.g. a wrong payment password). */
  codes?: Partial<Record<string, Path<V>>>;
  /** Request field names that differ from the form's (SMS login sends the mobile as `username`). */
  aliases?: Partial<Record<string, Path<V>>>;
};

/**
 * The one place a failed request's errors are mapped onto a form: each field error of the
 * envelope under its field (the first one focused), else the error code under the field it
 * belongs to. Returns false when nothing fitted, so the caller shows the error above the button.
 */
export function placeServerErrors<V extends FieldValues>(
  form: UseFormReturn<V>,
  error: unknown,
  { fields = [], codes = {}, aliases = {} }: ServerErrorPlacement<V>,
): boolean {
  if (!isApiError(error)) return false;
  let placed = false;
  for (const fieldError of error.errors) {
    const named = aliases[fieldError.field] ?? fieldError.field;
    const field = fields.find((name) => name === named);
    if (!field) continue;
    form.setError(field, { message: encodeFieldError(fieldError) }, { shouldFocus: !placed });
    placed = true;
  }
  const codeField = codes[error.code];
  if (!placed && codeField) {
    form.setError(codeField, { message: error.code }, { shouldFocus: true });
    placed = true;
  }
  return placed;
}

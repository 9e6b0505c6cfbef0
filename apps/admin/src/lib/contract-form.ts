import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api';
import { checkWith, fieldKeyText } from './form-errors';

/**
 * A react-hook-form resolver over a contract's zod schema: the form's values (what the inputs
 * hold, as text and ticks) become the request body by `toInput`, the schema judges it, and each
 * refusal lands on its field in the operator's language (the same words as the other forms). The
 * inputs keep what was typed; the submit handler receives the parsed body.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  t: TFunction,
  toInput: (values: V) => unknown,
): Resolver<V, unknown, z.output<S>> {
  return (values, _context, options) => {
    const checked = checkWith(schema, toInput(values), t);
    if (checked.ok) return { values: checked.value, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [path, message] of Object.entries(checked.errors)) errors[path] = { type: 'contract', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** The message under a field (`titles.pt`), if the last check refused it. */
export const errorAt = (errors: FieldErrors, path: string): string | undefined =>
  (get(errors, path) as FieldError | undefined)?.message;

/** The first message at or under a path: one input holding a list (`prizes`) shows the first item refused. */
export function firstErrorUnder(errors: FieldErrors, path: string): string | undefined {
  const find = (node: unknown): string | undefined => {
    if (!node || typeof node !== 'object') return undefined;
    const { message } = node as { message?: unknown };
    if (typeof message === 'string') return message;
    // `ref` is the input element itself, not a message holder.
    for (const [key, child] of Object.entries(node)) {
      const found = key === 'ref' ? undefined : find(child);
      if (found) return found;
    }
    return undefined;
  };
  return find(get(errors, path));
}

/** A text input's value as a nullable amount: empty is null (the schemas' "no cap"). */
export const blankAsNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * Puts a server refusal's field errors (request.invalid) under the form's fields, in the
 * operator's language; `toField` maps the request's field path to the form's (the same by
 * default). Answers whether any field was named, so the caller shows the general message otherwise.
 */
export function showServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  t: TFunction,
  toField: (field: string) => string = (field) => field,
): boolean {
  const fields = error instanceof ApiError ? (error.details.errors ?? []) : [];
  for (const f of fields)
    setError(toField(f.field) as Path<V>, { type: 'server', message: fieldKeyText(t, f.key, f.params) });
  return fields.length > 0;
}

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

/** The server's words for a length refusal, in the same texts as the contract's own checks. */
const SERVER_KEYS: Record<string, string> = { 'validation.too_long': 'max', 'validation.too_short': 'min' };

/**
 * A server refusal (`request.invalid` with field errors) shown under the fields it names, in the
 * operator's language, the inputs keeping what was typed; a value the server names (a country code
 * in a list) leads its message. `toField` maps the request's field path to the form's (null: not
 * on this form). Answers whether any field took a message, else the caller shows the error whole.
 */
export function showServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  t: TFunction,
  toField: (field: string) => string | null = (field) => field,
): boolean {
  const refusals = error instanceof ApiError ? error.errors : [];
  const shown = new Set<string>();
  for (const refusal of refusals) {
    const path = toField(refusal.field);
    // The first refusal of a field is the one shown.
    if (path === null || shown.has(path)) continue;
    const mapped = SERVER_KEYS[refusal.key];
    const text = fieldKeyText(t, mapped ? `validation.${mapped}` : refusal.key, refusal.params);
    const value = refusal.params?.value;
    setError(path as Path<V>, { type: 'server', message: value === undefined ? text : `${value}: ${text}` });
    shown.add(path);
  }
  return shown.size > 0;
}

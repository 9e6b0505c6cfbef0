import type { TFunction } from 'i18next';
import type { z } from 'zod';

/** What a form shows under each field: the field's path (`reward.amount`) → its message in the operator's language. */
export type FieldErrors = Record<string, string>;

/** A contract's message key (`validation.amount`), from a schema or a server refusal, in words. */
export function fieldKeyText(t: TFunction, key: string, params: Record<string, string | number> = {}): string {
  if (!key.startsWith('validation.')) return t('form.invalid');
  return t(`form.${key.slice('validation.'.length)}`, { ...params, defaultValue: t('form.invalid') });
}

/**
 * One zod issue in words. The contracts' schemas name their own message keys (`validation.amount`);
 * zod's own issues are told by their code, with the bound the schema set.
 */
function issueText(t: TFunction, issue: z.core.$ZodIssue): string {
  if (issue.message.startsWith('validation.')) return fieldKeyText(t, issue.message);
  if (issue.code === 'too_small')
    return issue.minimum === 1 ? t('form.required') : t('form.min', { min: issue.minimum });
  if (issue.code === 'too_big') return t('form.max', { max: issue.maximum });
  if (issue.code === 'invalid_type' && issue.expected === 'number') return t('form.number');
  return t('form.invalid');
}

/** Checks a form's value with a contract's schema: the parsed value, or each field's first error. */
export function checkWith<S extends z.ZodType>(
  schema: S,
  value: unknown,
  t: TFunction,
): { ok: true; value: z.output<S> } | { ok: false; errors: FieldErrors } {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issueText(t, issue);
  }
  return { ok: false, errors };
}

/** A number field: empty stays empty (so `required` and nullable fields read it right), else its number. */
export const numberOrNull = (raw: FormDataEntryValue | null) => {
  const text = String(raw ?? '').trim();
  return text === '' ? null : Number(text);
};

/** A text field, trimmed; null when empty (the schemas' nullable amounts). */
export const textOrNull = (raw: FormDataEntryValue | null) => {
  const text = String(raw ?? '').trim();
  return text === '' ? null : text;
};

import { z } from 'zod';
import type { TFunction } from 'i18next';
import {
  checkField,
  DEFAULT_FIELD_RULES,
  type FieldError,
  type FieldSetting,
  type RegisterField,
} from '@arcadia/contracts';
import { i18n } from '@/i18n';

/*
 * Form rules from the server's registration settings. The check itself is the contracts'
 * checkField, the very code the server runs; here it is wrapped for zod / react-hook-form. A
 * failure travels as an encoded message (key + params) and is translated when shown, so the text
 * follows a language switch without re-validating.
 */

type Params = Record<string, string | number>;

export function encodeFieldError(error: Pick<FieldError, 'key' | 'params'>): string {
  return error.params ? `${error.key}|${JSON.stringify(error.params)}` : error.key;
}

export function decodeFieldError(message: string): { key: string; params: Params } {
  const bar = message.indexOf('|');
  if (bar < 0) return { key: message, params: {} };
  try {
    return { key: message.slice(0, bar), params: JSON.parse(message.slice(bar + 1)) as Params };
  } catch {
    return { key: message.slice(0, bar), params: {} };
  }
}

/** "(min)-(max)" becomes one number when both bounds are equal ("must have 6 digits"). */
export function fillBounds(text: string, params: Params): string {
  const { min, max } = params;
  let out = text;
  if (min !== undefined && max !== undefined && String(min) === String(max)) {
    out = out.replace('(min)-(max)', String(min)).replace('(min) - (max)', String(min));
  }
  return out.replaceAll('(min)', String(min ?? '')).replaceAll('(max)', String(max ?? ''));
}

/** The text for an encoded field error: reg_pattern_{id}, validation.*, or a server code. */
export function fieldErrorText(t: TFunction, message: string): string {
  const { key, params } = decodeFieldError(message);
  const lookup = (k: string) => (i18n.exists(k) ? fillBounds(String(t(k as never, params as never)), params) : null);
  return lookup(key) ?? lookup(`errors.${key}`) ?? String(t('errors.unknown'));
}

/** A zod string checked by the brand's rule for one field. Empty is "required" only if the rule says so. */
export function ruleSchema(setting: FieldSetting, options: { forceRequired?: boolean } = {}) {
  const rule: FieldSetting = options.forceRequired ? { ...setting, enabled: true, required: true } : setting;
  return z.string().superRefine((value, ctx) => {
    const error = checkField(rule, value);
    if (error) ctx.addIssue({ code: 'custom', message: encodeFieldError(error) });
  });
}

/** A plain required text (login fields have no brand rule). */
export const requiredText = (key = 'validation.required') =>
  z.string().refine((value) => value.trim() !== '', { message: key });

/** Fallback rules when the brand has no entry for a field: the contracts' defaults, which the server uses too. */
export const DEFAULT_RULES: Partial<Record<RegisterField, FieldSetting>> = DEFAULT_FIELD_RULES;

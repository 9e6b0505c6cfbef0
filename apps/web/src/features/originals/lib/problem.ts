import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { errorMessageKey } from '@/i18n/error-message';
import { i18n } from '@/i18n/setup';
import { encodeFieldError } from '@/lib/field-rules';

/** The text to show for a refused bet: the field's own error when the server named one. */
export function problemText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.errors[0]) {
    const { key, params } = error.errors[0];
    if (i18n.exists(key)) return String(t(key as never, (params ?? {}) as never));
  }
  return String(t(errorMessageKey(error)));
}

/**
 * The same refusal as a field error for `<Field error>`, which takes a key (encoded with its params)
 * and translates it itself: translated text there would show as "unknown error".
 */
export function problemFieldError(error: unknown): string {
  if (isApiError(error) && error.errors[0] && i18n.exists(error.errors[0].key))
    return encodeFieldError(error.errors[0]);
  return errorMessageKey(error);
}

import type { TFunction } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { errorMessageKey } from '@/i18n/error-message';
import { i18n } from '@/i18n/setup';

/** The text to show for a refused bet: the field's own error when the server named one. */
export function problemText(t: TFunction, error: unknown): string {
  if (isApiError(error) && error.errors[0]) {
    const { key, params } = error.errors[0];
    if (i18n.exists(key)) return String(t(key as never, (params ?? {}) as never));
  }
  return String(t(errorMessageKey(error)));
}

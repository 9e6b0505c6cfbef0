import type { TFunction } from 'i18next';
import { errorMessageKey } from '@/i18n/error-message';
import { isApiError } from '@/lib/api-error';

/** A refusal in the player's language, with the values it names ({min}, {max}). */
export function errorText(t: TFunction, error: unknown): string {
  const value = isApiError(error) && error.value && typeof error.value === 'object' ? error.value : {};
  return String(t(errorMessageKey(error), value as Record<string, unknown>));
}

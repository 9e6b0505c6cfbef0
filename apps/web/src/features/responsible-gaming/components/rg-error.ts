import type { TFunction } from 'i18next';
import { errorMessageKey } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';

/** A time from a refusal's value, in the member's language and zone. */
const localTime = (iso: unknown, language: string) =>
  typeof iso === 'string' ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : '';

/**
 * A refusal's text with what it names filled in: the limit, when it frees up, until when an
 * exclusion runs (responsible gaming answers them in the error's value).
 */
export function rgErrorText(t: TFunction, error: unknown, language: string): string {
  const value = (isApiError(error) && error.value && typeof error.value === 'object' ? error.value : {}) as Record<
    string,
    unknown
  >;
  // Every limit is an amount of money but the session's, which is minutes.
  const money = typeof value.limit === 'string' && !(isApiError(error) && error.code === 'rg.session_limit');
  return t(errorMessageKey(error), {
    limit: money ? formatMoney(value.limit as string, language) : (value.limit ?? ''),
    minutes: value.limit ?? '',
    resetsAt: localTime(value.resetsAt, language),
    at: localTime(value.at, language),
    until: localTime(value.until, language),
  });
}

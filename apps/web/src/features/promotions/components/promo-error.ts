import type { TFunction } from 'i18next';
import { errorMessageKey } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';

/** A promotions refusal's text with what it names (the bonus at stake, the cap) filled in. */
export function promoErrorText(t: TFunction, error: unknown, language: string): string {
  const value = (isApiError(error) && error.value && typeof error.value === 'object' ? error.value : {}) as Record<
    string,
    unknown
  >;
  return t(errorMessageKey(error), {
    amount: typeof value.amount === 'string' ? formatMoney(value.amount, language) : '',
    cap: typeof value.cap === 'number' ? value.cap : '',
  });
}

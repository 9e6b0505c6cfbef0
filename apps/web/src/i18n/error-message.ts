import type { ParseKeys } from 'i18next';
import { isApiError } from '@/lib/api-error';
import { i18n } from './setup';

/*
 * Maps any thrown value to the i18n key of its `errors.<code>` text (spec: web maps codes). The
 * dictionary decides which codes have a text (a test checks every server and client code has
 * one), so the list of codes stays out of the first-load JavaScript; texts of lazily loaded areas
 * (wallet, payments) arrive with those areas.
 */
export function errorMessageKey(error: unknown): ParseKeys {
  const key = isApiError(error) ? `errors.${error.code}` : '';
  return (key && i18n.exists(key) ? key : 'errors.unknown') as ParseKeys;
}

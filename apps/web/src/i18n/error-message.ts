import type { ParseKeys } from 'i18next';
import { KNOWN_CODES } from '@arcadia/contracts';
import { CLIENT_CODES, isApiError } from '@/lib/api-error';

const TRANSLATED_CODES = new Set<string>([...KNOWN_CODES, ...Object.values(CLIENT_CODES)]);

/** Maps any thrown value to the i18n key of its `errors.<code>` text (spec: web maps codes). */
export function errorMessageKey(error: unknown): ParseKeys {
  if (isApiError(error) && TRANSLATED_CODES.has(error.code)) return `errors.${error.code}` as ParseKeys;
  return 'errors.unknown';
}

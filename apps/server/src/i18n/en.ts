/** Server-originated messages. Every language file has exactly these keys (a test checks). */
export const en = {
  ok: 'Success',
  'request.invalid': 'Some fields are not valid. Please check and try again.',
  'request.encryption_required': 'This request must be sent encrypted.',
  'request.encryption_invalid': 'The encrypted request could not be read.',
  'request.encryption_expired': 'The request has expired. Please try again.',
  'request.encryption_unknown_key': 'The encryption key is no longer valid. Please reload the page.',
  'auth.required': 'Not logged in, please log in.',
  'auth.forbidden': 'You are not allowed to do this.',
  'system.region_restricted':
    'Due to restriction of your location or IP address, you are not allowed to access the site.',
  not_found: 'Not found.',
  conflict: 'This conflicts with existing data.',
  rate_limited: 'Too many requests, retry after {minutes} minutes.',
  'system.maintenance': 'The site is under maintenance. Please come back later.',
  internal: 'Something went wrong on our side. Please try again.',
  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is not valid.',
  'validation.too_short': 'Must have at least {min} characters.',
  'validation.too_long': 'Must have at most {max} characters.',
};

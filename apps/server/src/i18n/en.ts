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
  'settings.domain_taken': 'The domain {domain} already belongs to the brand {brand}.',
  'settings.domain_primary':
    '{domain} is the primary domain of {brand} and cannot be removed: players and links reach the brand through it.',
  'settings.domain_last': '{domain} is the last domain of {brand}: a brand keeps at least one domain.',
  rate_limited: 'Too many requests, retry after {minutes, plural, one {# minute} other {# minutes}}.',
  'rate_limited.seconds': 'Too many requests, retry after {seconds, plural, one {# second} other {# seconds}}.',
  'system.maintenance': 'The site is under maintenance. Please come back later.',
  internal: 'Something went wrong on our side. Please try again.',
  'validation.required': 'This field is required.',
  'validation.invalid': 'This value is not valid.',
  'validation.too_short': 'Must have at least {min, plural, one {# character} other {# characters}}.',
  'validation.too_long': 'Must have at most {max, plural, one {# character} other {# characters}}.',
  'validation.markup': 'Please use plain text only: no markup such as <b> or <script>.',
  // Verification: captchas, SMS codes, mobile numbers. `sms.text` is the SMS itself.
  'mobile.invalid': 'Please enter a valid mobile number.',
  'captcha.invalid': 'The captcha is wrong or has expired. Please try again.',
  'sms.too_frequent': 'Please wait a moment before requesting another code.',
  'sms.code_live':
    'A code has already been sent. You can request a new one in {seconds, plural, one {# second} other {# seconds}}.',
  'sms.too_many': 'Too many requests, retry after {minutes, plural, one {# minute} other {# minutes}}.',
  'sms.code_invalid': 'The verification code is wrong.',
  'sms.code_expired': 'The verification code is invalid or has expired. Please request a new one.',
  'sms.attempts_exceeded': 'Too many wrong codes. Please request a new code.',
  'sms.send_failed': 'The SMS could not be sent. Please try again later.',
  'register.mobile_taken': 'This mobile number is already registered.',
  'sms.text':
    '{brand}: your verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}. Never share it with anyone.',
  // The page title and search-result description of the site, per brand.
  'site.title': '{brand} · Online games and lottery',
  'site.description':
    'Play slots, live casino, sports, fishing and lottery draws at {brand}. Quick sign-up, deposits and withdrawals in your own language, on any phone or computer.',
};

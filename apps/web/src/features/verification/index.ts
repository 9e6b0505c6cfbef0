/* Public surface of the verification feature: captcha, country codes and SMS codes. */
export { CaptchaInput } from './components/captcha-input';
export { CountryCodePicker, COUNTRY_BLUR_CLOSE_MS } from './components/country-code-picker';
export { SmsCodeButton, SMS_THROTTLE_MS } from './components/sms-code-button';
export { sendSmsCode, countryCodesQueryOptions, verificationKeys, type SmsTarget } from './api/verification-api';
export { CAPTCHA_THROTTLE_MS } from './hooks/use-captcha';
export { flagEmoji } from './utils/flag';

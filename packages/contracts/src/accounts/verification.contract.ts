import { z } from 'zod';
import { text } from '../text.ts';
import { envelope } from '../envelope.ts';

const smsRequest = z.object({
  mobileNum: text().min(1).max(20),
  countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
  challenge: z.record(text(), text().max(2000)).optional(),
});

/** GET /wps/captcha: a base64 PNG bound (by an HttpOnly cookie) to the client that fetched it. */
export const getCaptcha = { method: 'GET', path: '/wps/captcha', response: envelope(z.string()) } as const;

/** POST /wps/verification/sms/register: a code for registration (both kinds). */
export const sendRegisterSms = {
  method: 'POST',
  path: '/wps/verification/sms/register',
  body: smsRequest,
  response: envelope(z.object({ expiredMinutes: z.number().int() })),
} as const;

/** POST /wps/verification/sms/noLogin: a code for logging in by SMS. */
export const sendLoginSms = {
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  body: smsRequest,
  response: envelope(z.object({ expiredMinutes: z.number().int() })),
} as const;

/** POST /wps/verification/sms/forgotPassword: a code for the phone recovery flow. */
export const sendForgotPasswordSms = {
  method: 'POST',
  path: '/wps/verification/sms/forgotPassword',
  body: smsRequest,
  response: envelope(z.object({ expirationTime: z.string() })),
} as const;

export const countryEntrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
/** GET /wps/system/countryCodes: entries for the country-code picker. */
export const getCountryCodes = {
  method: 'GET',
  path: '/wps/system/countryCodes',
  response: envelope(z.array(countryEntrySchema)),
} as const;

export type SmsPurpose = 'register' | 'login' | 'forgotPassword';

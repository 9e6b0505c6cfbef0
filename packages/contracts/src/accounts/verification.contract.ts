import { z } from 'zod';
import { text } from '../text.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';

const smsRequest = z.object({
  mobileNum: text().min(1).max(20),
  countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
  /**
   * The spec's challenge extras. `captcha`: the text of the image captcha this client fetched
   * (GET /wps/captcha), required for every code (an SMS costs money).
   */
  challenge: z.record(text(), text().max(2000)).optional(),
});

/** GET /wps/captcha: a base64 PNG bound (by an HttpOnly cookie) to the client that fetched it. */
export const getCaptcha = endpoint('GET', '/wps/captcha', { response: envelope(z.string()) });

/** POST `path`: a code sent by SMS to the number in the body; the answer says how long it is valid. */
const sendSms = <P extends string, A extends z.ZodType>(path: P, answer: A) =>
  endpoint('POST', path, { body: smsRequest, response: envelope(answer) });

const validForMinutes = z.object({ expiredMinutes: z.number().int() });

/** POST /wps/verification/sms/register: a code for registration (both kinds). */
export const sendRegisterSms = sendSms('/wps/verification/sms/register', validForMinutes);

/** POST /wps/verification/sms/noLogin: a code for logging in by SMS. */
export const sendLoginSms = sendSms('/wps/verification/sms/noLogin', validForMinutes);

/** POST /wps/verification/sms/forgotPassword: a code for the phone recovery flow. */
export const sendForgotPasswordSms = sendSms(
  '/wps/verification/sms/forgotPassword',
  z.object({ expirationTime: z.string() }),
);

export const countryEntrySchema = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  name: z.string(),
});
/** GET /wps/system/countryCodes: entries for the country-code picker. */
export const getCountryCodes = endpoint('GET', '/wps/system/countryCodes', {
  response: envelope(z.array(countryEntrySchema)),
});

export type SmsPurpose = 'register' | 'login' | 'forgotPassword';

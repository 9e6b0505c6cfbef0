import { z } from 'zod';
import { text } from '../text.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { memberInfoSchema } from './member.contract.ts';

const short = text().max(255);

export const loginValueSchema = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** True when the password must be changed before playing (weak 123456, or expired with forced change). */
  mustChangePassword: z.boolean(),
  user: memberInfoSchema,
});
export type LoginValue = z.infer<typeof loginValueSchema>;

/** POST /wps/session/login (encrypted). type sms: mobileNum as username, the SMS code as password. */
export const login = endpoint('POST', '/wps/session/login', {
  encrypted: true,
  body: z.object({
    username: short,
    password: short,
    captcha: text().max(10).optional(),
    type: z.enum(['username', 'sms']).default('username'),
    countryDialingCode: text().max(6).optional(),
    /** Agent login: only agent accounts may use it. */
    agent: z.boolean().optional(),
    challenge: z.record(text(), text().max(2000)).optional(),
  }),
  response: envelope(loginValueSchema),
});
/** A failed login that now needs a captcha answers with this value. */
export const captchaFlagSchema = z.object({ captcha: z.literal(true) });

/** POST /wps/session/login/freeplay (encrypted): a trial account with demo credit. */
export const loginFreeplay = endpoint('POST', '/wps/session/login/freeplay', {
  encrypted: true,
  body: z.object({ random: text().min(8).max(128), os: text().max(40), platform: z.literal('W') }),
  response: envelope(loginValueSchema),
});

/** DELETE /wps/session/logout */
export const logout = endpoint('DELETE', '/wps/session/logout', { response: envelope(z.null()) });

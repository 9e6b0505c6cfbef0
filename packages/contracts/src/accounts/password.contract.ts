import { z } from 'zod';
import { text } from '../text.ts';
import { envelope } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import { loginValueSchema } from './session.contract.ts';

const field = text().max(255);

/** POST /wps/member/password (token, encrypted) */
export const changePassword = endpoint('POST', '/wps/member/password', {
  encrypted: true,
  body: z.object({ oldPassword: field.optional(), newPassword: field, confirmNewPassword: field }),
  response: envelope(z.null()),
});

/** POST /wps/member/password/email (form-encoded): sends a reset link. */
export const forgotPasswordByEmail = endpoint('POST', '/wps/member/password/email', {
  body: z.object({ username: text().min(1).max(64), email: text().min(3).max(254) }),
  response: envelope(z.null()),
});

/** POST /wps/member/password/reset: the page behind the e-mailed link sets the new password. */
export const resetPasswordByEmail = endpoint('POST', '/wps/member/password/reset', {
  body: z.object({ token: text().min(20).max(100), newPassword: field, confirmNewPassword: field }),
  response: envelope(z.null()),
});

/** POST /wps/member/password/verification (encrypted): by phone; logs the member in. */
export const resetPasswordByPhone = endpoint('POST', '/wps/member/password/verification', {
  encrypted: true,
  body: z.object({
    mobileNum: text().min(1).max(20),
    countryDialingCode: text().max(6),
    verificationCode: text().min(1).max(255),
    newPassword: field,
  }),
  response: envelope(loginValueSchema),
});

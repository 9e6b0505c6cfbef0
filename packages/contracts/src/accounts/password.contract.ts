import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { loginValueSchema } from './session.contract.ts';

const text = z.string().max(255);

/** POST /wps/member/password (token, encrypted) */
export const changePassword = {
  method: 'POST',
  path: '/wps/member/password',
  encrypted: true,
  body: z.object({ oldPassword: text.optional(), newPassword: text, confirmNewPassword: text }),
  response: envelope(z.null()),
} as const;

/** POST /wps/member/password/email (form-encoded): sends a reset link. */
export const forgotPasswordByEmail = {
  method: 'POST',
  path: '/wps/member/password/email',
  body: z.object({ username: z.string().min(1).max(64), email: z.string().min(3).max(254) }),
  response: envelope(z.null()),
} as const;

/** POST /wps/member/password/reset: the page behind the e-mailed link sets the new password. */
export const resetPasswordByEmail = {
  method: 'POST',
  path: '/wps/member/password/reset',
  body: z.object({ token: z.string().min(20).max(100), newPassword: text, confirmNewPassword: text }),
  response: envelope(z.null()),
} as const;

/** POST /wps/member/password/verification (encrypted): by phone; logs the member in. */
export const resetPasswordByPhone = {
  method: 'POST',
  path: '/wps/member/password/verification',
  encrypted: true,
  body: z.object({
    mobileNum: z.string().min(1).max(20),
    countryDialingCode: z.string().max(6),
    verificationCode: z.string().min(1).max(255),
    newPassword: text,
  }),
  response: envelope(loginValueSchema),
} as const;

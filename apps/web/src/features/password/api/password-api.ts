import {
  changePassword,
  forgotPasswordByEmail,
  resetPasswordByEmail,
  resetPasswordByPhone,
  type LoginValue,
} from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';

export const PASSWORD_MODULE_ID = 'password';

/** POST /wps/member/password (encrypted); a forced change carries the token of its login. */
export async function changePasswordRequest(
  body: { oldPassword: string; newPassword: string; confirmNewPassword: string },
  token?: string,
): Promise<void> {
  await apiCall(changePassword, {
    moduleId: PASSWORD_MODULE_ID,
    body,
    encrypted: true,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
}

/** POST /wps/member/password/email, form-encoded. */
export async function forgotByEmailRequest(username: string, email: string): Promise<void> {
  await apiCall(forgotPasswordByEmail, {
    moduleId: PASSWORD_MODULE_ID,
    body: new URLSearchParams({ username, email }),
  });
}

/** POST /wps/member/password/reset: the page behind the e-mailed link. */
export async function resetByEmailRequest(body: {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<void> {
  await apiCall(resetPasswordByEmail, { moduleId: PASSWORD_MODULE_ID, body });
}

/** POST /wps/member/password/verification (encrypted): sets the password and logs in. */
export async function resetByPhoneRequest(body: {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}): Promise<LoginValue | null> {
  return apiCall(resetPasswordByPhone, { moduleId: PASSWORD_MODULE_ID, body, encrypted: true });
}

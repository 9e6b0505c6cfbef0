import {
  getMemberInfo,
  HEADERS,
  login,
  loginFreeplay,
  logout,
  type LoginValue,
  type MemberInfo,
} from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';
import { ApiError, CLIENT_CODES } from '@/lib/api-error';

export const AUTH_MODULE_ID = 'login';

const required = <T>(value: T | null): T => {
  if (value === null) throw new ApiError({ status: 200, code: CLIENT_CODES.invalidResponse, message: 'Empty answer' });
  return value;
};

export type LoginBody = {
  username: string;
  password: string;
  captcha?: string;
  type: 'username' | 'sms';
  countryDialingCode?: string;
};

/** POST /wps/session/login (encrypted). */
export async function loginRequest(body: LoginBody): Promise<LoginValue> {
  return required(await apiCall(login, { moduleId: AUTH_MODULE_ID, body, encrypted: true }));
}

/** A random string for the free-play call (the server never trusts it; it only varies the request). */
function randomString(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

function platformName(): string {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return (nav.userAgentData?.platform || navigator.platform || 'web').slice(0, 40);
}

/** POST /wps/session/login/freeplay (encrypted, gateway version 3). */
export async function freePlayRequest(): Promise<LoginValue> {
  return required(
    await apiCall(loginFreeplay, {
      moduleId: 'freeplay',
      body: { random: randomString(), os: platformName(), platform: 'W' },
      encrypted: true,
      headers: { [HEADERS.gatewayVersion]: '3' },
    }),
  );
}

/** DELETE /wps/session/logout; a token may be given for a session that was never stored. */
export async function logoutRequest(token?: string): Promise<void> {
  await apiCall(logout, {
    moduleId: AUTH_MODULE_ID,
    headers: token ? { Authorization: `Bearer ${token}` } : undefined,
  });
}

export async function memberInfoRequest(): Promise<MemberInfo> {
  return required(await apiCall(getMemberInfo, { moduleId: AUTH_MODULE_ID }));
}

import { queryOptions } from '@tanstack/react-query';
import {
  getCaptcha,
  getCountryCodes,
  sendForgotPasswordSms,
  sendLoginSms,
  sendRegisterSms,
  type Language,
  type SmsPurpose,
} from '@arcadia/contracts';
import { apiCall } from '@/lib/api-client';

export const VERIFICATION_MODULE_ID = 'verification';

export const verificationKeys = {
  all: ['verification'] as const,
  countryCodes: (language: Language) => [...verificationKeys.all, 'country-codes', language] as const,
  captcha: (owner: string, refreshKey: number, clicks: number) =>
    [...verificationKeys.all, 'captcha', owner, refreshKey, clicks] as const,
};

/** GET /wps/captcha: a data: URL; the answer is bound to this browser by an HttpOnly cookie. */
export async function fetchCaptchaImage(): Promise<string> {
  return (await apiCall(getCaptcha, { moduleId: VERIFICATION_MODULE_ID })) ?? '';
}

export const countryCodesQueryOptions = (language: Language) =>
  queryOptions({
    queryKey: verificationKeys.countryCodes(language),
    queryFn: async ({ signal }) => (await apiCall(getCountryCodes, { moduleId: VERIFICATION_MODULE_ID, signal })) ?? [],
    staleTime: Infinity,
  });

/** `captcha`: the answer to this browser's current captcha image (every SMS code needs it). */
export type SmsTarget = { mobileNum: string; countryDialingCode: string; captcha?: string };

/** Sends a code and returns how many seconds the send button stays disabled. */
export async function sendSmsCode(purpose: SmsPurpose, target: SmsTarget, moduleId: string): Promise<number> {
  const body = {
    mobileNum: target.mobileNum.trim(),
    countryDialingCode: target.countryDialingCode,
    ...(target.captcha === undefined ? {} : { challenge: { captcha: target.captcha } }),
  };
  switch (purpose) {
    case 'register': {
      const value = await apiCall(sendRegisterSms, { moduleId, body });
      return (value?.expiredMinutes ?? 1) * 60;
    }
    case 'login': {
      const value = await apiCall(sendLoginSms, { moduleId, body });
      return (value?.expiredMinutes ?? 1) * 60;
    }
    case 'forgotPassword': {
      // The recovery code answers with an expiry timestamp instead of minutes.
      const value = await apiCall(sendForgotPasswordSms, { moduleId, body });
      const until = value ? Date.parse(value.expirationTime) : Number.NaN;
      return Number.isFinite(until) ? Math.max(1, Math.ceil((until - Date.now()) / 1000)) : 60;
    }
  }
}

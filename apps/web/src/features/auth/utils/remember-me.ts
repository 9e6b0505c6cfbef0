import { deleteCookie, getCookie, setCookie } from '@/lib/cookies';

/*
 * Remember-me (spec section 3): cookies for one day holding the last username, the password keyed
 * by that username, the loginRemember flag and the last SMS-login number.
 */
export const REMEMBER_DAYS = 1;
export const REMEMBER_COOKIES = {
  lastUsername: 'lastUsername',
  remember: 'loginRemember',
  sms: 'loginTypeSms',
  password: (username: string) => `pwd_${username.toLowerCase()}`,
} as const;

export type SmsRemembered = { mobileNum: string; countryDialingCode: string };
export type Remembered = { remember: boolean; username: string; password: string; sms: SmsRemembered | null };

function readSms(): SmsRemembered | null {
  const raw = getCookie(REMEMBER_COOKIES.sms);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SmsRemembered>;
    return typeof parsed.mobileNum === 'string' && typeof parsed.countryDialingCode === 'string'
      ? { mobileNum: parsed.mobileNum, countryDialingCode: parsed.countryDialingCode }
      : null;
  } catch {
    return null;
  }
}

export function readRemembered(): Remembered {
  const remember = getCookie(REMEMBER_COOKIES.remember) === 'true';
  const username = remember ? (getCookie(REMEMBER_COOKIES.lastUsername) ?? '') : '';
  return {
    remember,
    username,
    password: username ? (getCookie(REMEMBER_COOKIES.password(username)) ?? '') : '',
    sms: remember ? readSms() : null,
  };
}

/** The password remembered for this username, if any (refill when the name is typed again). */
export function rememberedPasswordFor(username: string): string {
  return username ? (getCookie(REMEMBER_COOKIES.password(username)) ?? '') : '';
}

/** Checked: store what was used for one day. Unchecked: forget all of it. */
export function saveRemembered(
  remember: boolean,
  used: { username?: string; password?: string; sms?: SmsRemembered },
): void {
  if (!remember) {
    const last = getCookie(REMEMBER_COOKIES.lastUsername);
    if (last) deleteCookie(REMEMBER_COOKIES.password(last));
    if (used.username) deleteCookie(REMEMBER_COOKIES.password(used.username));
    deleteCookie(REMEMBER_COOKIES.lastUsername);
    deleteCookie(REMEMBER_COOKIES.remember);
    deleteCookie(REMEMBER_COOKIES.sms);
    return;
  }
  setCookie(REMEMBER_COOKIES.remember, 'true', REMEMBER_DAYS);
  if (used.username) {
    setCookie(REMEMBER_COOKIES.lastUsername, used.username, REMEMBER_DAYS);
    if (used.password) setCookie(REMEMBER_COOKIES.password(used.username), used.password, REMEMBER_DAYS);
  }
  if (used.sms) setCookie(REMEMBER_COOKIES.sms, JSON.stringify(used.sms), REMEMBER_DAYS);
}

import { afterEach, describe, expect, it } from 'vitest';
import { getCookie } from '@/lib/cookies';
import { readRemembered, saveRemembered } from './remember-me';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
afterEach(clearCookies);

describe('remember-me cookies', () => {
  it('checked: stores the username, the password keyed by it, the flag and the SMS number', () => {
    saveRemembered(true, { username: 'Player01', password: 'Secret#1' });
    saveRemembered(true, { sms: { mobileNum: '912345678', countryDialingCode: '+351' } });
    expect(getCookie('loginRemember')).toBe('true');
    expect(getCookie('lastUsername')).toBe('Player01');
    expect(getCookie('pwd_player01')).toBe('Secret#1');
    expect(readRemembered()).toEqual({
      remember: true,
      username: 'Player01',
      password: 'Secret#1',
      sms: { mobileNum: '912345678', countryDialingCode: '+351' },
    });
  });

  it('unchecked: deletes all of them', () => {
    saveRemembered(true, {
      username: 'player01',
      password: 'Secret#1',
      sms: { mobileNum: '9', countryDialingCode: '+1' },
    });
    saveRemembered(false, { username: 'player01', password: 'Secret#1' });
    for (const name of ['loginRemember', 'lastUsername', 'pwd_player01', 'loginTypeSms'])
      expect(getCookie(name)).toBeNull();
    expect(readRemembered()).toEqual({ remember: false, username: '', password: '', sms: null });
  });

  it('the cookies live for one day', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      const before = Date.now();
      saveRemembered(true, { username: 'player01', password: 'x' });
      const expires = Date.parse(/expires=([^;]+)/.exec(writes[0]!)![1]!);
      expect(expires - before).toBeGreaterThan(86_400_000 - 2000);
      expect(expires - before).toBeLessThanOrEqual(86_400_000 + 1000);
    } finally {
      delete (document as { cookie?: string }).cookie;
    }
  });
});

import { describe, expect, it } from 'vitest';
import { loginRedirectTarget } from './login-redirect';

const guest = (pathname: string) => loginRedirectTarget({ pathname, loginRequired: true, hasToken: false });

describe('login required for home (LOGINHOME3)', () => {
  it('sends a visitor without a token to /login from any ordinary page', () => {
    for (const path of ['/', '/home', '/index.html', '/live', '/rng', '/promotions', '/pointMall', '/nowhere']) {
      expect(guest(path), path).toBe('/login');
    }
  });

  it('lets /login, /register, /register.html, /helpmc and /download through', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download', '/register/']) {
      expect(guest(path), path).toBeNull();
    }
  });

  it('does nothing when the visitor has a token', () => {
    expect(loginRedirectTarget({ pathname: '/', loginRequired: true, hasToken: true })).toBeNull();
  });

  it('does nothing when the flag is off', () => {
    expect(loginRedirectTarget({ pathname: '/live', loginRequired: false, hasToken: false })).toBeNull();
  });

  it('does not exempt /down, only /download', () => {
    expect(guest('/down')).toBe('/login');
  });
});

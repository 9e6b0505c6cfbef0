/** Paths reachable without a session even when the merchant requires login for home. */
export const LOGIN_EXEMPT_PATHS: readonly string[] = ['/login', '/register', '/register.html', '/helpmc', '/download'];

export type LoginRedirectInput = {
  pathname: string;
  /** Flag LOGINHOME3. */
  loginRequired: boolean;
  hasToken: boolean;
};

/** Where to send the visitor instead, or null to let the navigation through (spec portal.md §2). */
export function loginRedirectTarget({ pathname, loginRequired, hasToken }: LoginRedirectInput): string | null {
  if (!loginRequired || hasToken) return null;
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const exempt = LOGIN_EXEMPT_PATHS.some((path) => path.toLowerCase() === normalised.toLowerCase());
  return exempt ? null : '/login';
}

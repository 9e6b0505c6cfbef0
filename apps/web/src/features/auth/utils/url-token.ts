import { sessionStore } from '@/lib/session-store';
import { storeMemberInfo } from '@/lib/auth/session';

/** Pages whose ?token= means something else (the e-mailed password reset link). */
const OWN_TOKEN_PATHS = new Set(['/resetPassword']);

/**
 * Auto-login (spec section 4): a `token` query parameter at startup becomes the session. The
 * parameter leaves the address bar at once (it must not be bookmarked or shared), then the member
 * info loads; a bad token answers 401, which clears the session again.
 */
export function consumeUrlToken(): Promise<boolean> {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token')?.trim();
  if (!token || OWN_TOKEN_PATHS.has(url.pathname)) return Promise.resolve(false);
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  sessionStore.set('token', token);
  // The API module loads only when a token actually arrived this way.
  return import('@/lib/auth/session-api')
    .then(({ memberInfoRequest }) => memberInfoRequest())
    .then(
      (user) => {
        storeMemberInfo(user);
        return true;
      },
      () => false,
    );
}

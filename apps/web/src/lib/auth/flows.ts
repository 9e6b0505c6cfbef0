import type { LoginValue } from '@arcadia/contracts';
import { errorMessageKey, i18n } from '@/i18n';
import { focusMainContent, navigateTo } from '@/lib/navigation';
import { sessionStore } from '@/lib/session-store';
import { closeAllModals, confirmDialog, openModal, showDialog } from '@/modals';
import { freePlayRequest, logoutRequest } from './session-api';
import { storeLoginValue } from './session';

export type LoginKind = 'username' | 'sms' | 'register' | 'reset';

/**
 * What happens after any successful login (spec section 4): a forced password change first when
 * the server asks for one (password logins only), otherwise store the session, close the popup,
 * go home and run the first-login action.
 */
export async function completeLogin(
  value: LoginValue,
  options: { kind: LoginKind; typedPassword?: string },
): Promise<'changePassword' | 'loggedIn'> {
  if (value.mustChangePassword && options.kind === 'username') {
    closeAllModals();
    // The token and the typed password stay in memory, in the modal's options; nothing is stored.
    openModal({
      name: 'changePassword',
      options: { forced: { token: value.token, typedPassword: options.typedPassword ?? '' } },
    });
    return 'changePassword';
  }
  storeLoginValue(value);
  closeAllModals();
  navigateTo('/');
  // On /login the submitted form goes away with the page: focus the main content, as a closed
  // login popup does (the frame, and so #main, stays across the route change).
  focusMainContent();
  if (value.firstTimeLogin && (options.kind === 'username' || options.kind === 'sms')) {
    // First-login action: a welcome (the member centre tour comes with that issue).
    void showDialog({
      title: i18n.t('login.welcomeTitle'),
      message: i18n.t('login.welcomeText', { name: value.user.nickname }),
    });
  }
  return 'loggedIn';
}

/** Free play: a trial account; cpw is dropped, modals close, home. Failures say why. */
export async function startFreePlay(): Promise<boolean> {
  try {
    const value = await freePlayRequest();
    storeLoginValue(value);
    sessionStore.remove('cpw');
    closeAllModals();
    navigateTo('/');
    return true;
  } catch (error) {
    await showDialog({ tone: 'warning', message: i18n.t(errorMessageKey(error)) });
    return false;
  }
}

/** Asks, then ends the session on the server and here (the brand keys stay) and goes home. */
export async function logout(): Promise<boolean> {
  const confirmed = await confirmDialog({
    title: i18n.t('member.signOut'),
    message: i18n.t('member.logoutConfirm'),
    confirmText: i18n.t('member.signOut'),
    cancelText: i18n.t('dialog.cancel'),
  });
  if (!confirmed) return false;
  await endSession();
  return true;
}

/** Ends the session on the server and here and goes home, without asking (the member already chose to stop). */
export async function endSession(): Promise<void> {
  try {
    await logoutRequest();
  } catch {
    // Already expired or the network is down: forgetting it locally is still right.
  }
  sessionStore.clearSession();
  closeAllModals();
  navigateTo('/');
}

/** Drops a session that was opened only to change a forced password and then abandoned. */
export function abandonSession(token: string): void {
  logoutRequest(token).catch(() => undefined);
}

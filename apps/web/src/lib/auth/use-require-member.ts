import { useCallback } from 'react';
import { i18n } from '@/i18n';
import { isApiError } from '@/lib/api-error';
import { sessionStore } from '@/lib/session-store';
import { openModal, showDialog } from '@/modals';

/** isAgent of a trial (free-play) account; contracts' TRIAL_AGENT_TYPE, inlined to keep its module off the first load. */
const TRIAL_AGENT_TYPE = 4;

export type GuardOptions = {
  /**
   * Games (launch, recent games, favourites) say the spec's 'Please Register An Account First'
   * (portal.md sections 4 and 8); other member-only actions ask for a real account.
   */
  context?: 'games';
};

/** The warning for a trial (free-play) account. */
export function showTrialWarning(options: GuardOptions = {}): Promise<unknown> {
  const message =
    options.context === 'games' ? i18n.t('Please Register An Account First') : i18n.t('in_need_true_account');
  return showDialog({ tone: 'warning', message, confirmText: i18n.t('in_increase_submit') });
}

export function openLoginModal(view: 'login' | 'register' = 'login'): void {
  openModal({ name: 'login', options: { view } });
}

/**
 * The login check for protected actions (spec section 4): no token → the login popup; a trial
 * account → the real-account warning; otherwise the action runs. A server that refuses anyway
 * (auth.trial_refused, auth.required) gets the same treatment.
 */
export function requireMember<R>(action: () => R, options: GuardOptions = {}): R | undefined {
  if (!sessionStore.get('token')) {
    openLoginModal();
    return undefined;
  }
  if (sessionStore.get('isAgent') === TRIAL_AGENT_TYPE) {
    void showTrialWarning(options);
    return undefined;
  }
  const result = action();
  if (result instanceof Promise) {
    return result.catch((error: unknown) => {
      if (isApiError(error) && error.code === 'auth.trial_refused') {
        void showTrialWarning(options);
        return undefined;
      }
      if (isApiError(error) && error.code === 'auth.required') {
        openLoginModal();
        return undefined;
      }
      throw error;
    }) as R;
  }
  return result;
}

/** @example const guard = useRequireMember(); <button onClick={() => guard(openDeposit)} /> */
export function useRequireMember() {
  return useCallback(<R>(action: () => R, options?: GuardOptions) => requireMember(action, options), []);
}

import { lazy } from 'react';
import type * as Flows from './utils/flows';

/*
 * Public surface of the auth feature. This index is on the first load (the header uses it), so it
 * holds only light functions; the flows, the API calls and the forms load when first used.
 */
export { useRequireMember, requireMember, showTrialWarning, openLoginModal } from './hooks/use-require-member';
export { storeLoginValue, storeMemberInfo } from './utils/session';
export { consumeUrlToken } from './utils/url-token';
export type { LoginKind } from './utils/flows';

const flows = () => import('./utils/flows');
export const completeLogin = async (...args: Parameters<typeof Flows.completeLogin>) =>
  (await flows()).completeLogin(...args);
export const startFreePlay = async () => (await flows()).startFreePlay();
export const logout = async () => (await flows()).logout();
export const abandonSession = (token: string) => void flows().then((module) => module.abandonSession(token));

export const loadLoginModal = () => import('./components/login-modal');
/** The login form as a page section (/login). */
export const LoginPanel = lazy(() => import('./components/login-panel'));

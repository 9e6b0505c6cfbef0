import { lazy } from 'react';

/*
 * Public surface of the auth feature: the login forms. The session itself (guards, flows, the
 * stored login) is shared and lives in lib/auth, so other features never import this one. This
 * index is on the first load (app.tsx reads the URL token), so the forms are lazy.
 */
export { consumeUrlToken } from './utils/url-token';
export const loadLoginForm = () => import('./components/login-form');
/** The username / SMS login form, for the login modal that app/ composes with registration. */
export const LoginForm = lazy(async () => ({ default: (await loadLoginForm()).LoginForm }));
/** The login form as a page section (/login). */
export const LoginPanel = lazy(() => import('./components/login-panel'));

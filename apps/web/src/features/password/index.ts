/* Public surface of the password feature (never on the first load). */
export { ResetPasswordPage } from './components/reset-password-page';

export const loadForgotPasswordModal = () => import('./components/forgot-password-modal');
export const loadChangePasswordModal = () => import('./components/change-password-modal');

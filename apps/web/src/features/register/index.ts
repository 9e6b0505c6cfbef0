/* Public surface of the register feature (never on the first load: reached from modals and a page). */
export { RegisterForm, type RegisterFormProps } from './components/register-form';
export { RegisterPage } from './components/register-page';

export const loadRegisterSuccessModal = () => import('./components/register-success-modal');

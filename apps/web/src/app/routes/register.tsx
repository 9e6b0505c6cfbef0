import { RegisterPage } from '@/features/register';

/** /register, /register.html: the registration page. */
export function Component() {
  return <RegisterPage />;
}

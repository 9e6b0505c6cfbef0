import { ResetPasswordPage } from '@/features/password';

/** /resetPassword?token=…: the page behind the e-mailed reset link. */
export function Component() {
  return <ResetPasswordPage />;
}

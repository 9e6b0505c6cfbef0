import { x } from '../../auth/hooks/use-login-submit';
export const probe = x;

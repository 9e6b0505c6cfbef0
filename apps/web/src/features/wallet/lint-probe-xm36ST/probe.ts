import { x } from '../../auth/hooks/not-written-yet';
export const probe = x;

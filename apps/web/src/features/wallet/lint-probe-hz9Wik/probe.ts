import { x } from '../api/wallet-api';
export const probe = x;

import { balanceQuery } from '../../wallet/api/wallet-api';
export const probe = balanceQuery;

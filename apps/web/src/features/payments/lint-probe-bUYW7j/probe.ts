import { balanceQuery } from '@/features/wallet';
export const probe = balanceQuery;

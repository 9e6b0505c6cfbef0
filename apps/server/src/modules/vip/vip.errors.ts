import { VIP_ERROR_STATUS } from '@arcadia/contracts';
import { codeFactories, failWith } from '../../http/app-error.ts';

const fail = failWith(VIP_ERROR_STATUS);

/** The VIP module's refusals: typed factories for their codes in the contracts. */
export const vipErrors = {
  ...codeFactories(VIP_ERROR_STATUS),
  rankTaken: (rank: number) => fail('vip.rank_taken', { params: { rank } }),
};

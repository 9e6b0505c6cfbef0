import { LOTTERY_ERROR_STATUS } from '@arcadia/contracts';
import { codeFactories, failWith } from '../../http/app-error.ts';
import type { PricingRefusal } from './engine/pricing.ts';

const error = failWith(LOTTERY_ERROR_STATUS);

/** One factory a code of LOTTERY_ERROR_STATUS; those whose message has placeholders take their values. */
export const lotteryErrors = {
  ...codeFactories(LOTTERY_ERROR_STATUS),
  pricing: (refusal: PricingRefusal, limits: { min: string; max: string }) =>
    refusal === 'stake_out_of_range'
      ? error('lottery.stake_out_of_range', { params: limits })
      : error(`lottery.${refusal}`),
  numberLimitExceeded: (limit: string, pick: string) =>
    error('lottery.number_limit_exceeded', { params: { limit, pick } }),
  chaseTooLong: (max: number) => error('lottery.chase_too_long', { params: { max } }),
};

import { LOTTERY_ERROR_STATUS } from '@arcadia/contracts';
import { AppError } from '../../http/app-error.ts';
import type { PricingRefusal } from './engine/pricing.ts';

const error = (code: keyof typeof LOTTERY_ERROR_STATUS, params?: Record<string, string | number>) =>
  new AppError(code, { status: LOTTERY_ERROR_STATUS[code], ...(params ? { params } : {}) });

export const lotteryErrors = {
  notFound: () => error('lottery.not_found'),
  closed: () => error('lottery.closed'),
  pricing: (refusal: PricingRefusal, limits: { min: string; max: string }) =>
    refusal === 'stake_out_of_range' ? error('lottery.stake_out_of_range', limits) : error(`lottery.${refusal}`),
  exposureExceeded: () => error('lottery.exposure_exceeded'),
  numberLimitExceeded: (limit: string, pick: string) => error('lottery.number_limit_exceeded', { limit, pick }),
  cannotCancel: () => error('lottery.cannot_cancel'),
  chaseTooLong: (max: number) => error('lottery.chase_too_long', { max }),
  voidReasonRequired: () => error('lottery.void_reason_required'),
  alreadySettled: () => error('lottery.already_settled'),
};

import { REBATE_ERROR_STATUS } from '@arcadia/contracts';
import { codeFactories } from '../../http/app-error.ts';

/** The rebates refusals: typed factories for their codes in the contracts. */
export const rebateErrors = codeFactories(REBATE_ERROR_STATUS);

import { REFERRAL_ERROR_STATUS } from '@arcadia/contracts';
import { codeFactories } from '../../http/app-error.ts';

/** Referrals' refusals: typed factories for its codes in the contracts. */
export const referralErrors = codeFactories(REFERRAL_ERROR_STATUS);

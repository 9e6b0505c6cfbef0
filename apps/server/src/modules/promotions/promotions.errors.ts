import { PROMOTION_ERROR_STATUS } from '@arcadia/contracts';
import { codeFactories, failWith } from '../../http/app-error.ts';

const fail = failWith(PROMOTION_ERROR_STATUS);

/** The promotions refusals: typed factories for their codes in the contracts. */
export const promotionErrors = {
  ...codeFactories(PROMOTION_ERROR_STATUS),
  /** The warning before a withdrawal forfeits a bonus: the amount that would be lost. */
  bonusForfeitWarning: (amount: string, progress: number) =>
    fail('promotions.bonus_forfeit_warning', { params: { amount }, value: { amount, percent: progress } }),
  wageringOverCap: (cap: number) => fail('promotions.wagering_over_cap', { params: { cap }, value: { cap } }),
  block: (code: 'promotions.not_eligible' | 'promotions.excluded') => fail(code),
};

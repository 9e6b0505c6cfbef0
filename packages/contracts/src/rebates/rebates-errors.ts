import { errorStatuses } from '../common.ts';

/** Codes the rebates module answers with. Spread into ERROR_STATUS. */
export const REBATE_ERROR_STATUS = errorStatuses({
  /** The brand runs no rebate (switched off, or no VIP ladder to read rates from). */
  'rebates.not_offered': 404,
  /** Nothing to claim in the period (no valid bet, below the minimum, or claimed already). */
  'rebates.nothing_to_claim': 409,
  /** The brand pays rebates automatically: members do not claim them. */
  'rebates.auto_paid': 409,
  /** A self-excluded, timed-out or restricted member: rebates are not paid while it runs. */
  'rebates.excluded': 403,
});

export type RebateErrorCode = keyof typeof REBATE_ERROR_STATUS;

import { errorStatuses } from '../common.ts';

/**
 * Codes the responsible-gaming module answers with. Spread into ERROR_STATUS. A limit's refusal
 * has one code per kind and period, so every language names the limit in its own words.
 */
export const RG_ERROR_STATUS = errorStatuses({
  /** A time-out, self-exclusion or operator restriction is running (params: until). */
  'rg.excluded': 403,
  /** An exclusion with no end (indefinite self-exclusion, operator restriction without an end). */
  'rg.excluded_indefinitely': 403,
  /** Someone else's money for an excluded member (an upline's funding): refused. */
  'rg.member_excluded': 403,
  /** Refusals of a deposit or a stake that would cross a limit (params: limit, resetsAt). */
  'rg.deposit_limit_day': 422,
  'rg.deposit_limit_week': 422,
  'rg.deposit_limit_month': 422,
  'rg.loss_limit_day': 422,
  'rg.loss_limit_week': 422,
  'rg.loss_limit_month': 422,
  'rg.wager_limit_day': 422,
  'rg.wager_limit_week': 422,
  'rg.wager_limit_month': 422,
  /** One stake above the member's maximum single stake (params: limit). */
  'rg.stake_limit': 422,
  /** The session has lasted the member's session time limit (params: minutes). */
  'rg.session_limit': 422,
  /** An exclusion cannot end earlier than it was set to, by the member or an operator. */
  'rg.cannot_shorten': 409,
  /** Confirming a raised or removed limit that has no pending change. */
  'rg.nothing_to_confirm': 409,
  /** A raised or removed limit is confirmed only after its 24-hour cooling period (params: at). */
  'rg.cooling_off': 409,
  /** A self-exclusion reopens only after it ended and a further 24 hours (params: at). */
  'rg.reopen_not_due': 409,
});

export type RgErrorCode = keyof typeof RG_ERROR_STATUS;

import { errorStatuses } from '../common.ts';

/** Codes the lottery calls answer with, and their HTTP status class. Spread into ERROR_STATUS. */
export const LOTTERY_ERROR_STATUS = errorStatuses({
  /** No such lottery game or issue for this brand, or the game is switched off. */
  'lottery.not_found': 404,
  /** The issue is no longer open for betting (or not yet open). Nothing was charged. */
  'lottery.closed': 422,
  'lottery.bet_type_unavailable': 400,
  'lottery.invalid_pick': 400,
  /** Stake per point outside the bet type's limits ({min}–{max}). */
  'lottery.stake_out_of_range': 400,
  /** This pick has reached the brand's limit for this issue. */
  'lottery.exposure_exceeded': 422,
  /** The member's stake on this pick in this issue would pass the brand's limit per number ({limit}). */
  'lottery.number_limit_exceeded': 422,
  /** The line was already settled, cancelled, or its issue closed. */
  'lottery.cannot_cancel': 409,
  /** A chase asks for more issues than are scheduled ahead ({max} can be chased now). */
  'lottery.chase_too_long': 422,
  /** An operator's void needs a reason of 3 to 200 characters. */
  'lottery.void_reason_required': 400,
  /** The issue is settled: its payouts stand and it cannot be voided. */
  'lottery.already_settled': 409,
  /** Another request voided the issue a moment before this one: its refunds are under way. */
  'lottery.void_in_progress': 409,
});

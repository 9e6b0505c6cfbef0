import { errorStatuses } from '../common.ts';

/** Codes the VIP module answers with. Spread into ERROR_STATUS. */
export const VIP_ERROR_STATUS = errorStatuses({
  /** No level with that id (or rank) in the brand. */
  'vip.level_not_found': 404,
  /** Another level of the brand already has this rank (params: rank). */
  'vip.rank_taken': 409,
  /** Thresholds out of order: keep above reach, or a higher rank needing less than a lower one. */
  'vip.thresholds_invalid': 422,
  /** The birthday is set once (an operator corrects it). */
  'vip.birthday_already_set': 409,
  /** A birthday in the future or before 1900, or under the legal age. */
  'vip.birthday_invalid': 422,
});

export type VipErrorCode = keyof typeof VIP_ERROR_STATUS;

import { errorStatuses } from '../common.ts';

/** Codes the points mall answers with. Spread into ERROR_STATUS. */
export const POINTS_ERROR_STATUS = errorStatuses({
  /** The brand has the points mall switched off. */
  'points.disabled': 403,
  /** Not enough points for this conversion or redemption (params: needed, available). */
  'points.insufficient': 422,
  /** A conversion below the brand's minimum (params: min). */
  'points.below_minimum': 422,
  /** A conversion whose points do not make whole cents (params: step). */
  'points.not_whole_step': 422,
  /** The reward is unknown, switched off or of another brand. */
  'points.reward_not_found': 404,
  /** Not enough stock left for this quantity. */
  'points.out_of_stock': 409,
  /** The member already redeemed this reward as often as allowed (params: limit). */
  'points.limit_reached': 409,
  /** The reward needs a higher VIP level (params: level). */
  'points.vip_level_required': 403,
  /** A physical reward needs a delivery address and phone. */
  'points.address_required': 400,
  /** The same client key was used for another request. */
  'points.idempotency_conflict': 409,
  /** A redemption not in a state that allows this step (approve, ship, reject). */
  'points.redemption_state': 409,
  'points.redemption_not_found': 404,
  'points.rule_not_found': 404,
});

export type PointsErrorCode = keyof typeof POINTS_ERROR_STATUS;

import { errorStatuses } from '../common.ts';

/** Codes the promotions module answers with. Spread into ERROR_STATUS. */
export const PROMOTION_ERROR_STATUS = errorStatuses({
  /** No such activity for this brand (or not published). */
  'promotions.not_found': 404,
  /** The activity has not started, has ended or is paused. */
  'promotions.not_running': 409,
  /** The member is not in the activity's audience (level, label, team, new members only). */
  'promotions.not_eligible': 403,
  /** A self-excluded, timed-out or restricted member: promotions are closed to them. */
  'promotions.excluded': 403,
  /** The action does not fit the member's state in the activity (apply twice, claim before a deposit). */
  'promotions.invalid_state': 409,
  /** A reward at or above the brand's two-person threshold: the operator who approved first may not grant it. */
  'promotions.second_approver_required': 403,
  /** Nothing to claim yet (no qualifying deposit, application not approved). */
  'promotions.nothing_to_claim': 409,
  /** The promotion code typed does not match. */
  'promotions.code_invalid': 422,
  /** A bonus is still being wagered: one bonus at a time. */
  'promotions.bonus_active': 409,
  /** A withdrawal while a bonus is being wagered forfeits it: asked again with forfeitBonus (params: amount). */
  'promotions.bonus_forfeit_warning': 422,
  /** An activity's wagering multiple above the brand's cap (params: cap). */
  'promotions.wagering_over_cap': 422,
  /** The application already has its 3 images, or an image is not png/jpg or over 5 MB. */
  'promotions.image_invalid': 422,
  /** A raffle-tickets reward whose raffle is not an open raffle promotion (at creation, or drawn before the claim). */
  'promotions.raffle_not_open': 422,
  /** A raffle prize not claimed before its claim deadline: it has lapsed. */
  'promotions.prize_expired': 409,
});

export type PromotionErrorCode = keyof typeof PROMOTION_ERROR_STATUS;

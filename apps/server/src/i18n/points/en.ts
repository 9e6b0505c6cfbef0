/** Messages of the points mall. Every language file has these keys. */
export const pointsEn = {
  'points.disabled': 'The points mall is closed on this site.',
  'points.insufficient': 'You need {needed} points for this; you have {available}.',
  'points.below_minimum': 'Convert at least {min} points at a time.',
  'points.not_whole_step': 'Convert points in multiples of {step}.',
  'points.reward_not_found': 'This reward is no longer available.',
  'points.out_of_stock': 'This reward is out of stock.',
  'points.limit_reached': 'You have already redeemed this reward the most times allowed ({limit}).',
  'points.vip_level_required': 'This reward needs VIP level {level}.',
  'points.address_required': 'Enter the delivery address and phone for this reward.',
  'points.idempotency_conflict': 'This request was already used for something else. Please try again.',
  'points.redemption_state': 'This redemption cannot take that step in its current state.',
  'points.redemption_not_found': 'Redemption not found.',
  'points.rule_not_found': 'Earning rule not found.',
};

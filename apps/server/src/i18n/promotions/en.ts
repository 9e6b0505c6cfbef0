/** Messages of promotions (activities, bonuses, wagering). Every language file has these keys. */
export const promotionsEn = {
  'promotions.not_found': 'This promotion does not exist or is no longer available.',
  'promotions.not_running': 'This promotion is not running right now.',
  'promotions.not_eligible': 'This promotion is not open to your account.',
  'promotions.excluded': 'Promotions are closed to your account while a time-out or exclusion is running.',
  'promotions.invalid_state': 'You cannot do that in this promotion now.',
  'promotions.second_approver_required': 'A second operator must grant a large bonus you approved first.',
  'promotions.nothing_to_claim': 'There is nothing to claim in this promotion yet.',
  'promotions.code_invalid': 'That promotion code is not valid.',
  'promotions.bonus_active': 'You already have a bonus being wagered. Finish it before taking another.',
  'promotions.bonus_forfeit_warning':
    'You have a bonus of {amount} still being wagered. Withdrawing now forfeits it. Confirm to withdraw anyway.',
  'promotions.wagering_over_cap': 'The wagering requirement cannot be more than {cap} times.',
  'promotions.image_invalid': 'Images must be PNG or JPG, at most 5 MB each, and at most 3.',
  'promotions.raffle_not_open': 'That raffle is not an open raffle promotion.',
  'promotions.prize_expired': 'This prize was not claimed in time and has lapsed.',
};

/** Messages of rebates (the member centre's rebate promotion). Every language file has these keys. */
export const rebatesEn = {
  'rebates.not_offered': 'Rebates are not offered on this site right now.',
  'rebates.nothing_to_claim': 'There is no rebate to claim for the last period.',
  'rebates.auto_paid': 'Rebates are paid to your wallet automatically when each period closes.',
  'rebates.excluded': 'Rebates are not paid while a time-out or self-exclusion is running on your account.',
};

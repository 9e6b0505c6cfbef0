/** Messages of referrals. Every language file has these keys. */
export const referralsEn = {
  'referrals.not_offered': 'The invite-friends programme is not running on this site.',
  'referrals.reward_not_held': 'This reward is not waiting for review.',
};

/*
 * The member centre's page keys: part of the modal's options (openModal names a page), so they
 * live with the modal types, and any feature can open the centre on a page.
 */
/** The member centre's entries, in the spec's order, by page key (spec portal.md section 2). */
export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  // Not in the spec's list: responsible gaming (issue 30) comes last, after the spec's entries.
  'responsibleGaming',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

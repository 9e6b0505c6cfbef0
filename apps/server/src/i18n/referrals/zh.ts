import type { referralsEn } from './en.ts';

/** 邀请好友的消息。 */
export const referralsZh: Record<keyof typeof referralsEn, string> = {
  'referrals.not_offered': '本站未开放邀请好友活动。',
  'referrals.reward_not_held': '该奖励不在待审核状态。',
};

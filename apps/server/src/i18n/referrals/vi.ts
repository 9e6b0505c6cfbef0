import type { referralsEn } from './en.ts';

/** Thông báo của chương trình giới thiệu. */
export const referralsVi: Record<keyof typeof referralsEn, string> = {
  'referrals.not_offered': 'Chương trình mời bạn bè không hoạt động trên trang này.',
  'referrals.reward_not_held': 'Phần thưởng này không ở trạng thái chờ duyệt.',
};

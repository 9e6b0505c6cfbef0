import type { referralsEn } from './en.ts';

/** ข้อความของการแนะนำเพื่อน */
export const referralsTh: Record<keyof typeof referralsEn, string> = {
  'referrals.not_offered': 'เว็บไซต์นี้ไม่ได้เปิดโปรแกรมชวนเพื่อน',
  'referrals.reward_not_held': 'รางวัลนี้ไม่ได้รอการตรวจสอบ',
};

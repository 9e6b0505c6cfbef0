import type { referralsEn } from './en.ts';

/** Pesan program referensi. */
export const referralsId: Record<keyof typeof referralsEn, string> = {
  'referrals.not_offered': 'Program ajak teman tidak berjalan di situs ini.',
  'referrals.reward_not_held': 'Hadiah ini tidak sedang menunggu peninjauan.',
};

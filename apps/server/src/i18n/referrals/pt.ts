import type { referralsEn } from './en.ts';

/** Mensagens das indicações. */
export const referralsPt: Record<keyof typeof referralsEn, string> = {
  'referrals.not_offered': 'O programa de indicação de amigos não está ativo neste site.',
  'referrals.reward_not_held': 'Esta recompensa não está aguardando revisão.',
};

import type { vipEn } from './en.ts';

export const vipPt = {
  'vip.level_not_found': 'Este nível VIP não existe.',
  'vip.rank_taken': 'Outro nível VIP já tem a posição {rank}.',
  'vip.thresholds_invalid':
    'Cada nível deve exigir mais crescimento que o anterior, e manter um nível não pode exigir mais do que alcançá-lo.',
  'vip.birthday_already_set': 'Seu aniversário já está salvo. O atendimento pode corrigi-lo.',
  'vip.birthday_invalid': 'Informe uma data de nascimento real: você precisa ter pelo menos 18 anos.',
} satisfies Record<keyof typeof vipEn, string>;

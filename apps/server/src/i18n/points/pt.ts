import type { pointsEn } from './en.ts';

export const pointsPt = {
  'points.disabled': 'A loja de pontos está fechada neste site.',
  'points.insufficient': 'Você precisa de {needed} pontos para isso; você tem {available}.',
  'points.below_minimum': 'Converta pelo menos {min} pontos de cada vez.',
  'points.not_whole_step': 'Converta pontos em múltiplos de {step}.',
  'points.reward_not_found': 'Esta recompensa não está mais disponível.',
  'points.out_of_stock': 'Esta recompensa está esgotada.',
  'points.limit_reached': 'Você já resgatou esta recompensa o número máximo de vezes permitido ({limit}).',
  'points.vip_level_required': 'Esta recompensa exige o nível VIP {level}.',
  'points.address_required': 'Informe o endereço de entrega e o telefone para esta recompensa.',
  'points.idempotency_conflict': 'Esta solicitação já foi usada para outra coisa. Tente novamente.',
  'points.redemption_state': 'Este resgate não pode passar por essa etapa no estado atual.',
  'points.redemption_not_found': 'Resgate não encontrado.',
  'points.rule_not_found': 'Regra de pontos não encontrada.',
} satisfies Record<keyof typeof pointsEn, string>;

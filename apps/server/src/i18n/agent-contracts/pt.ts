import type { agentContractsEn } from './en.ts';

export const agentContractsPt = {
  'contract.not_downline': 'Você só pode oferecer contratos aos seus agentes subordinados diretos.',
  'contract.cannot_offer': 'O seu nível de agente não pode oferecer contratos.',
  'contract.above_upline': 'Este contrato pagaria mais do que o seu próprio contrato permite.',
  'contract.no_own_contract': 'Você precisa de um contrato aceito deste tipo antes de oferecer um.',
  'contract.not_found': 'Este contrato não existe.',
  'contract.already_answered': 'Este contrato já foi respondido ou encerrado.',
  'contract.confirm_terminations':
    'Aceitar este contrato encerra {n, plural, one {# contrato} other {# contratos}} dos seus subordinados. Confirme para continuar.',
  'contract.settlement_not_found': 'Este acerto não existe.',
  'contract.settlement_paid': 'Este período já foi pago.',
  'contract.period_not_ended': 'Este período ainda não terminou: pode ser pré-visualizado, não pago.',
  'contract.settlement_stale':
    'O saldo transportado de que esta pré-visualização partiu mudou desde então (um estorno ou outro período pago): execute a pré-visualização de novo e depois aprove.',
  'contract.line_not_paid': 'Só uma linha de acerto paga pode ser estornada, uma vez.',
} satisfies Record<keyof typeof agentContractsEn, string>;

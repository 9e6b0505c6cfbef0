import type { agentsEn } from './en.ts';

export const agentsPt: Record<keyof typeof agentsEn, string> = {
  'agent.not_agent': 'Apenas agentes podem usar o centro do agente.',
  'agent.not_in_team': 'Esta conta não faz parte da sua equipe.',
  'agent.cannot_open_accounts': 'O seu nível de agente não pode abrir contas de subordinados.',
  'agent.cannot_create_agents': 'O seu nível de agente não pode criar subagentes.',
  'agent.level_not_lower': 'Um subagente deve ter um nível abaixo do seu.',
  'agent.transfer_disabled': 'Transferências para subordinados não estão disponíveis.',
  'agent.code_taken': 'Este código de afiliado já está em uso.',
  'agent.codes_limit': 'Você pode manter no máximo {max} códigos de afiliado.',
  'agent.move_cycle': 'Um membro não pode ser movido para baixo de si mesmo ou de um dos seus subordinados.',
  'agent.level_unknown': 'Este nível de agente não existe.',
};

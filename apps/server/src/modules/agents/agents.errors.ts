import { ACCOUNT_ERROR_STATUS, AGENT_ERROR_STATUS } from '@arcadia/contracts';
import { failWith } from '../../http/app-error.ts';

const fail = failWith(AGENT_ERROR_STATUS);
const failAccount = failWith(ACCOUNT_ERROR_STATUS);

/** The agent centre's refusals: typed factories for its codes in the contracts. */
export const agentErrors = {
  notAgent: () => fail('agent.not_agent'),
  /** A downline's username is taken: the registration form's own code, so both say it alike. */
  usernameTaken: () => failAccount('register.username_taken'),
  notInTeam: () => fail('agent.not_in_team'),
  cannotOpenAccounts: () => fail('agent.cannot_open_accounts'),
  cannotCreateAgents: () => fail('agent.cannot_create_agents'),
  levelNotLower: () => fail('agent.level_not_lower'),
  transferDisabled: () => fail('agent.transfer_disabled'),
  codeTaken: () => fail('agent.code_taken'),
  codesLimit: (max: number) => fail('agent.codes_limit', { params: { max } }),
  moveCycle: () => fail('agent.move_cycle'),
  levelUnknown: () => fail('agent.level_unknown'),
};

import { CONTRACT_ERROR_STATUS } from '@arcadia/contracts';
import { codeFactories, failWith } from '../../http/app-error.ts';

const fail = failWith(CONTRACT_ERROR_STATUS);

/** The agent contracts' refusals: typed factories for their codes in the contracts. */
export const contractErrors = {
  ...codeFactories(CONTRACT_ERROR_STATUS),
  /**
   * Accepting would end `n` downline contracts: the agent confirms first. The count is the
   * message's placeholder and the envelope's value ({ n }), which the web words from its own
   * texts (errors.contract.confirm_terminations, "{{n}}").
   */
  confirmTerminations: (n: number) => fail('contract.confirm_terminations', { params: { n }, value: { n } }),
};

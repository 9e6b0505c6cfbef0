import { CONTRACT_ERROR_STATUS } from '@arcadia/contracts';
import { codeFactories, failWith } from '../../http/app-error.ts';

const fail = failWith(CONTRACT_ERROR_STATUS);

/** The agent contracts' refusals: typed factories for their codes in the contracts. */
export const contractErrors = {
  ...codeFactories(CONTRACT_ERROR_STATUS),
  /** Accepting would end `n` downline contracts: the agent confirms first. */
  confirmTerminations: (n: number) => fail('contract.confirm_terminations', { params: { n } }),
};

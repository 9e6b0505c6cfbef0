import { errorStatuses } from '../common.ts';

/** Codes the agent contracts answer with (offers down the tree). Spread into ERROR_STATUS. */
export const CONTRACT_ERROR_STATUS = errorStatuses({
  /** An agent offered a contract to someone who is not one of its direct downline agents. */
  'contract.not_downline': 403,
  /** The agent's level may not offer contracts. */
  'contract.cannot_offer': 403,
  /** The offer pays more than the offering agent's own contract of the kind, at some team result. */
  'contract.above_upline': 422,
  /** An agent offers a kind of contract only while it holds an accepted one of that kind itself. */
  'contract.no_own_contract': 409,
  /** No such contract for this agent. */
  'contract.not_found': 404,
  /** The contract was answered or ended already. */
  'contract.already_answered': 409,
  /** Accepting would end downlines' contracts above the new terms: the agent confirms first. */
  'contract.confirm_terminations': 409,
  /** No such settlement run or line (for this brand). */
  'contract.settlement_not_found': 404,
  /** The period was paid already: it cannot be previewed again. */
  'contract.settlement_paid': 409,
  /** A period is paid only once it has ended (a preview of a running period is fine). */
  'contract.period_not_ended': 409,
  /**
   * The preview being approved started a dividend from a negative carry that has changed since (a
   * clawback, or another period paid): it is re-run, then approved.
   */
  'contract.settlement_stale': 409,
  /** Only a paid line can be clawed back, and only once. */
  'contract.line_not_paid': 409,
});

export type ContractErrorCode = keyof typeof CONTRACT_ERROR_STATUS;

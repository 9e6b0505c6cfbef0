import { errorStatuses } from '../common.ts';

/** Codes the agent centre answers with. Spread into ERROR_STATUS. */
export const AGENT_ERROR_STATUS = errorStatuses({
  /** A member (isAgent 0) asked for an agent call. */
  'agent.not_agent': 403,
  /** The downline named is not in the asking agent's team (another team, another brand, or none). */
  'agent.not_in_team': 403,
  /** The agent's level may not open downline accounts. */
  'agent.cannot_open_accounts': 403,
  /** The agent's level may not create sub-agents. */
  'agent.cannot_create_agents': 403,
  /** A sub-agent must be of a level below the agent's own. */
  'agent.level_not_lower': 400,
  /** The brand does not let agents fund their downlines. */
  'agent.transfer_disabled': 403,
  /** The affiliate code is taken in this brand. */
  'agent.code_taken': 409,
  /** An agent keeps at most this many affiliate codes. */
  'agent.codes_limit': 422,
  /** Moving a member under itself or under one of its own downlines. */
  'agent.move_cycle': 422,
  /** No such agent level in this brand. */
  'agent.level_unknown': 400,
});

export type AgentErrorCode = keyof typeof AGENT_ERROR_STATUS;

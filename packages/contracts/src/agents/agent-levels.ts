/**
 * Agent levels, free of zod: the agent types (isAgent 1, 2, 41, 42) ranked from the top of a
 * brand's hierarchy down. A brand names them and chooses what each may do; the rank order is
 * fixed here so "a lower level" means the same everywhere.
 */
export const AGENT_LEVEL_CODES = [1, 2, 41, 42] as const;
export type AgentLevelCode = (typeof AGENT_LEVEL_CODES)[number];

/** Lower rank = higher in the hierarchy. */
export const agentLevelRank = (code: number): number => AGENT_LEVEL_CODES.indexOf(code as AgentLevelCode);

/** Whether `child` is a level strictly below `parent`. */
export const isLowerLevel = (parent: number, child: number) =>
  agentLevelRank(child) > agentLevelRank(parent) && agentLevelRank(parent) >= 0;

export const AGENT_CAPABILITIES = ['openAccounts', 'createAgents', 'offerContracts', 'seeTransactions'] as const;
export type AgentCapability = (typeof AGENT_CAPABILITIES)[number];

/** How many affiliate codes one agent may keep. */
export const AFFILIATE_CODES_MAX = 20;

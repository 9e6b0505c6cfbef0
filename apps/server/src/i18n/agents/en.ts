/** Messages of the agent centre. Every language file has these keys. */
export const agentsEn = {
  'agent.not_agent': 'Only agents can use the agent centre.',
  'agent.not_in_team': 'This account is not in your team.',
  'agent.cannot_open_accounts': 'Your agent level cannot open downline accounts.',
  'agent.cannot_create_agents': 'Your agent level cannot create sub-agents.',
  'agent.level_not_lower': 'A sub-agent must be of a level below your own.',
  'agent.transfer_disabled': 'Transfers to downlines are not available.',
  'agent.code_taken': 'This affiliate code is already in use.',
  'agent.codes_limit': 'You can keep at most {max} affiliate codes.',
  'agent.move_cycle': 'A member cannot be moved under itself or one of its own downlines.',
  'agent.level_unknown': 'There is no such agent level.',
} as const;

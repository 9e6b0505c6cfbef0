/** Messages of the agent contracts. Every language file has these keys. */
export const agentContractsEn = {
  'contract.not_downline': 'You can offer contracts only to your direct downline agents.',
  'contract.cannot_offer': 'Your agent level cannot offer contracts.',
  'contract.above_upline': 'This contract would pay more than your own contract allows.',
  'contract.no_own_contract': 'You need an accepted contract of this kind before you can offer one.',
  'contract.not_found': 'This contract does not exist.',
  'contract.already_answered': 'This contract has already been answered or has ended.',
  'contract.confirm_terminations':
    'Accepting this contract ends {n, plural, one {# contract} other {# contracts}} of your downlines. Confirm to go on.',
  'contract.settlement_not_found': 'This settlement does not exist.',
  'contract.settlement_paid': 'This period has already been paid.',
  'contract.period_not_ended': 'This period has not ended yet: it can be previewed, not paid.',
  'contract.settlement_stale':
    'The carry this preview started from has changed since (a clawback or another paid period): re-run the preview, then approve it.',
  'contract.line_not_paid': 'Only a paid settlement line can be clawed back, once.',
};

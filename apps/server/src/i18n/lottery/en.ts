/** Messages of the lottery calls. Every language file has exactly these keys. */
export const lotteryEn = {
  'lottery.not_found': 'This lottery game or draw could not be found.',
  'lottery.closed': 'Betting on this draw is closed. Choose the next draw.',
  'lottery.bet_type_unavailable': 'This bet type is not offered for this game.',
  'lottery.invalid_pick': 'This selection is not valid for the bet type.',
  'lottery.stake_out_of_range': 'The stake per point must be between {min} and {max}.',
  'lottery.exposure_exceeded':
    'This number has reached its limit for this draw. Choose another number or a smaller stake.',
  'lottery.number_limit_exceeded':
    'You can stake at most {limit} on {pick} in this draw. Lower the stake or choose another number.',
  'lottery.cannot_cancel': 'This bet can no longer be cancelled.',
  'lottery.chase_too_long': 'The chase can cover at most {max} upcoming draws right now. Choose fewer draws.',
  'lottery.void_reason_required': 'A reason of 3 to 200 characters is required to void a draw.',
  'lottery.already_settled': 'This draw is settled: its payouts stand and it cannot be voided.',
  'lottery.void_in_progress': 'Another request is voiding this draw right now: its refunds are under way.',
} as const;

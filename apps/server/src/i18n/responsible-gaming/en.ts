/** Messages of responsible gaming (limits, exclusions). Every language file has these keys. */
export const responsibleGamingEn = {
  'rg.excluded': 'Your account is closed to play and deposits until {until}. You can still withdraw your balance.',
  'rg.excluded_indefinitely': 'Your account is closed to play and deposits. You can still withdraw your balance.',
  'rg.member_excluded': 'This member is on a time-out or self-exclusion and cannot receive funds.',
  'rg.deposit_limit_day':
    'This deposit would go over your 24-hour deposit limit of {limit}. It frees up from {resetsAt}.',
  'rg.deposit_limit_week':
    'This deposit would go over your 7-day deposit limit of {limit}. It frees up from {resetsAt}.',
  'rg.deposit_limit_month':
    'This deposit would go over your 30-day deposit limit of {limit}. It frees up from {resetsAt}.',
  'rg.loss_limit_day': 'This bet could take you over your 24-hour loss limit of {limit}. It frees up from {resetsAt}.',
  'rg.loss_limit_week': 'This bet could take you over your 7-day loss limit of {limit}. It frees up from {resetsAt}.',
  'rg.loss_limit_month': 'This bet could take you over your 30-day loss limit of {limit}. It frees up from {resetsAt}.',
  'rg.wager_limit_day': 'This bet would go over your 24-hour wager limit of {limit}. It frees up from {resetsAt}.',
  'rg.wager_limit_week': 'This bet would go over your 7-day wager limit of {limit}. It frees up from {resetsAt}.',
  'rg.wager_limit_month': 'This bet would go over your 30-day wager limit of {limit}. It frees up from {resetsAt}.',
  'rg.stake_limit': 'This bet is above your maximum stake of {limit}.',
  'rg.session_limit':
    'You have reached your session time limit of {minutes, plural, one {# minute} other {# minutes}}. Take a break and sign in again later.',
  'rg.cannot_shorten': 'A time-out or exclusion cannot be shortened or replaced by a shorter one.',
  'rg.nothing_to_confirm': 'There is no change waiting for your confirmation.',
  'rg.cooling_off': 'You can confirm this change from {at}, after its 24-hour waiting period.',
  'rg.reopen_not_due': 'Your self-exclusion is still running. You can ask to reopen your account from {at}.',
};

/** Messages of the game calls and the game wallet. Every language file has exactly these keys. */
export const gamesEn = {
  'games.not_found': 'This game could not be found.',
  'games.unavailable': 'This game is not available right now.',
  'games.launch_failed': 'The game could not be opened. Please try again.',
  'games.scenario_demo_only':
    'Test sequences play only on demo credit. Open this game from a trial account to run them.',
  'games.room_not_found': 'This room does not belong to this game. Choose a room from the list.',
  'games.date_range_invalid':
    'Choose a date range of at most {days, plural, one {# day} other {# days}}, ending after it starts.',
  'games.import_unreadable': 'The file could not be read: send a JSON array of games or a CSV file with a header row.',
  'games.import_rejected': 'Nothing was imported: {count, plural, one {# row is} other {# rows are}} not valid.',
  'games.hub88_not_configured':
    'Hub88 is not configured on this server: set HUB88_API_URL and HUB88_OPERATOR_ID first.',
  'bets.duplicate_transaction': 'This transaction was already received with different details.',
  'bets.rolled_back': 'This bet was already cancelled.',
  'bets.reference_not_found': 'The bet this refers to does not exist.',
  'bets.token_invalid': 'The game session is not valid. Please open the game again.',
  'bets.token_expired': 'The game session has expired. Please open the game again.',
  'bets.currency_mismatch': 'The currency does not match your wallet.',
  'bets.amount_invalid': 'The amount is not valid.',
} as const;

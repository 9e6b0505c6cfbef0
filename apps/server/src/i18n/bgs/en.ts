/** Messages of the in-house game calls. Every language file has exactly these keys. */
export const bgsEn = {
  'bgs.game_open': 'You already have a Mines game open. Finish it first.',
  'bgs.no_open_game': 'There is no open game.',
  'bgs.tile_revealed': 'This tile is already revealed.',
  'bgs.nothing_to_cash_out': 'Reveal at least one tile before cashing out.',
  'bgs.crash_betting_closed': 'Bets are closed for this round. Wait for the next one.',
  'bgs.crash_already_bet': 'You already have a bet in this round.',
  'bgs.crash_no_bet': 'You have no running bet to cash out.',
  'bgs.seed_in_play': 'A game played under this seed is still open (Mines). Finish it, then change the seed.',
  'bgs.wrong_game': 'This game session belongs to another game. Please open the game again.',
  'validation.amount_range': 'The amount must be between {min} and {max}.',
} as const;

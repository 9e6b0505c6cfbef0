/** The config call's answer for a game the web tests open: a 0.10–100.00 stake, 50.00 to play with. */
export const gameConfig = (game: string) => ({
  game,
  minBet: '0.10',
  maxBet: '100.00',
  houseEdgePercent: '1.00',
  balance: '50.00',
  currency: 'USD',
  demo: false,
});

import { admin } from './admin.ts';

/**
 * Stops the lottery's draws on this worker's server (its games disabled, as an operator can). For
 * the lanes that jump whole days and play no lottery: after such a jump the server would otherwise
 * schedule and draw a day of issues, a run of writes that holds SQLite's one writer for a long time
 * (the operator CLI beside it then waits past its busy timeout) and keeps a core busy for nothing.
 */
export async function pauseLottery(): Promise<void> {
  const games = JSON.parse(await admin('lottery:games', '--json')) as { gameCode: string; enabled: boolean }[];
  for (const game of games.filter((g) => g.enabled)) await admin('lottery:games', 'disable', game.gameCode);
}

import type { Launcher } from './launcher.ts';

/**
 * The lottery (vendor TCG_SEA) is this server's own engine: its lobby is the /lottery page, which
 * bets through the game wallet in-process. The launch token made for it is not needed there.
 */
export const lotteryLauncher: Launcher = async () => ({ game_url: '/lottery' });

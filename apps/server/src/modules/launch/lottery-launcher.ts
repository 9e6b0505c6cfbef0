import type { Launcher } from './launcher.ts';

/**
 * The lottery (vendor TCG_SEA) is this server's own engine: its lobby is the /lottery page (or
 * /vnlottery for lottoArea VN), which bets through the game wallet in-process; the launch token
 * made for it is not needed there. A LOTT launch names the game to open (lottoView betting with
 * lottoGameCode; lobby otherwise) and the brand's prize mode, passed on as playType (the odds the
 * bet board shows and the slip bets in; /vnlottery takes gameCode only, spec portal.md section 2).
 */
export const lotteryLauncher: Launcher = async ({ lottery }) => {
  const vn = lottery?.area === 'VN';
  const query = new URLSearchParams();
  if (lottery?.gameCode && lottery.view !== 'lobby') query.set('gameCode', lottery.gameCode);
  if (lottery?.prizeMode && !vn) query.set('playType', lottery.prizeMode);
  const search = query.toString();
  return { game_url: `${vn ? '/vnlottery' : '/lottery'}${search ? `?${search}` : ''}` };
};

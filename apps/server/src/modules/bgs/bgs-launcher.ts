import type { Launcher } from '../launch/launcher.ts';

/**
 * The in-house games open as the web app's own game page (/originals/<game>?launch=…) in the /game iframe host. The page plays
 * with the launch token (it never sees the member's token); `lobby` is its home button.
 */
export const bgsLauncher: Launcher = async (launch) => {
  const game = launch.game.gameCode.replace(/^bgs_/, '');
  // Not `token`: that query parameter is the site's auto-login (features/auth url-token).
  const query = new URLSearchParams({ launch: launch.token, lobby: launch.lobbyUrl });
  return { game_url: `/originals/${encodeURIComponent(game)}?${query.toString()}` };
};

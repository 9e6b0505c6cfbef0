import { gamesErrors } from '../catalogue/games.errors.ts';
import { hub88User } from '../launch/game-sessions.usecases.ts';
import type { Launcher } from '../launch/launcher.ts';
import type { Hub88Api } from './hub88-api.ts';

/** Hub88's currency code for play money: a DEMO launch names no user and no token. */
export const HUB88_DEMO_CURRENCY = 'XXX';

export type Hub88LaunchOptions = {
  /**
   * Trial accounts launch in Hub88's DEMO mode (currency XXX, no user, no token): the aggregator
   * plays with its own fun money and never calls our wallet. The real Hub88 does this; the sandbox
   * aggregator instead plays trial accounts with their demo credit through our wallet.
   */
  demoMode: boolean;
};

/**
 * Launches through a Hub88 Games API (the real aggregator, or the sandbox that speaks it): the
 * launch token goes in game/url with our user id, the game code, currency, language and platform.
 */
export function hub88Launcher(
  api: Hub88Api,
  log: { warn: (o: object, m: string) => void },
  options: Hub88LaunchOptions,
): Launcher {
  return async (l) => {
    const demo = options.demoMode && l.demo;
    try {
      const url = await api.gameUrl({
        ...(demo ? {} : { user: hub88User(l.memberId), token: l.token }),
        platform: l.mobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
        game_code: l.game.code,
        currency: demo ? HUB88_DEMO_CURRENCY : l.currency,
        lang: l.language.slice(0, 2),
        ip: l.ip,
        lobby_url: l.lobbyUrl,
        meta: l.roomId ? { room_id: l.roomId } : {},
      });
      return { game_url: url };
    } catch (error) {
      log.warn({ err: error, game: l.game.code }, 'hub88 game/url failed');
      throw gamesErrors.launchFailed();
    }
  };
}

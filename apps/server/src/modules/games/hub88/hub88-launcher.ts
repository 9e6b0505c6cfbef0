import { gamesErrors } from '../games.errors.ts';
import { hub88User } from '../game-sessions.usecases.ts';
import type { Launcher } from '../launch/launcher.ts';
import type { Hub88Api } from './hub88-api.ts';

/**
 * Launches through a Hub88 Games API (the real aggregator, or the sandbox that speaks it): the
 * launch token goes in game/url with our user id, the game code, currency, language and platform.
 */
export function hub88Launcher(api: Hub88Api, log: { warn: (o: object, m: string) => void }): Launcher {
  return async (l) => {
    try {
      const url = await api.gameUrl({
        user: hub88User(l.memberId),
        token: l.token,
        platform: l.mobile ? 'GPL_MOBILE' : 'GPL_DESKTOP',
        game_code: l.game.code,
        currency: l.currency,
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

import type { CatalogueGame, VendorRoute } from '../catalogue/catalogue.model.ts';

/*
 * THE LAUNCHER PORT: how a game's address is made, one launcher per way a vendor is reached.
 *
 *   app.gameLaunchers.register('inhouse', async (l) => ({ game_url: `/bgs/play/${l.game.gameCode}?token=${l.token}` }));
 *   app.gameLaunchers.register('vendor:TCG_SEA', lotteryLauncher);   // one vendor, ahead of its route
 *
 * Keys: a vendor route (`inhouse`, `hub88`, `sandbox`) or `vendor:<CODE>`; the vendor key wins.
 * A game whose key has no launcher answers games.unavailable (nothing is created or charged).
 * Before a launcher runs, launchGame has checked the member and the game and made `token`: the
 * launch token bound to member, game and currency (game-sessions.usecases.ts), which the game
 * sends back on its wallet calls. A launcher that cannot give an address throws
 * gamesErrors.launchFailed().
 */
export type LaunchRequest = {
  merchantId: number;
  memberId: number;
  game: CatalogueGame;
  /** The launch token (plain; only its hash is stored). */
  token: string;
  currency: string;
  /** A trial account playing with demo credit. */
  demo: boolean;
  language: string;
  mobile: boolean;
  ip: string;
  /** Same-origin path of the game's home button. */
  lobbyUrl: string;
  /** PVP: the room chosen in GLS2_roomList. */
  roomId?: string | undefined;
  /** The lottery lobby launch (launchMode LOTT): area, prize mode, game and view asked for. */
  lottery?: LotteryLaunch | undefined;
};

export type LotteryLaunch = {
  area?: 'VN' | undefined;
  prizeMode?: string | undefined;
  gameCode?: string | undefined;
  view?: 'betting' | 'lobby' | undefined;
};

/** game_url opens in the /game iframe host, game_url2 in a new window; PVP rooms answer content. */
export type LaunchAnswer = { game_url?: string; game_url2?: string; content?: string };
export type Launcher = (request: LaunchRequest) => Promise<LaunchAnswer>;
export type LauncherKey = VendorRoute | `vendor:${string}`;

export class LauncherRegistry {
  private readonly launchers = new Map<LauncherKey, Launcher>();

  register(key: LauncherKey, launcher: Launcher): void {
    this.launchers.set(key, launcher);
  }

  /** The launcher for a game: its vendor's own, else its route's; undefined when none is registered. */
  launcherFor(game: Pick<CatalogueGame, 'vendorCode' | 'route'>): Launcher | undefined {
    return this.launchers.get(`vendor:${game.vendorCode}`) ?? this.launchers.get(game.route);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Made in app.ts before the modules, so any module can register the launcher of its games. */
    gameLaunchers: LauncherRegistry;
  }
}

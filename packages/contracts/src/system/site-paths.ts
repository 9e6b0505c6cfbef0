/**
 * The player site's page addresses (the web router's table; a web test keeps the two equal). The
 * server serves the app on any address, so a history-mode link still opens, but answers HTTP 404
 * for one that is not a page: a crawler or a monitor sees a missing page as missing.
 * `:name` stands for one path segment.
 */
export const PLAYER_SITE_PATHS = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/elott',
  '/rng',
  '/pvp',
  '/live',
  '/fish',
  '/sports',
  '/esports',
  '/inhouse',
  '/vip',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/helpmc',
  '/down',
  '/download',
  '/game',
  '/help',
  '/fairness',
  '/originals/:game',
  '/chat',
  '/login',
  '/resetPassword',
] as const;

const PATTERNS = PLAYER_SITE_PATHS.map(
  (path) => new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`, 'i'),
);

/** Whether an address (without its query) is one of the player site's pages. */
export function isPlayerSitePath(urlPath: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(urlPath));
}

import { lazy, type ComponentType } from 'react';
import { loadGamesTexts } from '@/i18n/games-texts';
import { withTexts } from '@/i18n/lazy-texts';
import type { launchGameByCode as LaunchGameByCode } from './hooks/launch-by-code';

/*
 * Public surface of the games feature. Every component is its own lazy chunk that brings the game
 * texts with it; app/ wraps them in GamesEnvProvider with what they need from the rest of the portal.
 * The shell imports this index only dynamically (the side menu is on the first load).
 */
const lazyNamed = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await withTexts(loadGamesTexts, load)() }));

export { GamesEnvProvider, type GamesEnv } from './hooks/games-env';
export const SideMenuCategories = lazyNamed(
  async () => (await import('./components/side-menu-categories')).SideMenuCategories,
);
export const HomeLobby = lazyNamed(async () => (await import('./components/home-lobby')).HomeLobby);
export const CategoryLobby = lazyNamed(async () => (await import('./components/category-lobby')).CategoryLobby);
export const GameHost = lazyNamed(async () => (await import('./components/game-host')).GameHost);
export const loadGamePopupModal = withTexts(loadGamesTexts, () => import('./components/game-popup-modal'));
export const loadGameRoomsModal = withTexts(loadGamesTexts, () => import('./components/game-rooms-modal'));
export const loadLaunchTransferModal = withTexts(loadGamesTexts, () => import('./components/launch-transfer-modal'));
/** The footer's vendor logo strip. */
export const loadVendorStrip = withTexts(loadGamesTexts, () => import('./components/vendor-strip'));
export const loadBetRecordPage = withTexts(loadGamesTexts, () => import('./components/bet-record-page'));
export const loadProfitLossPage = withTexts(loadGamesTexts, () => import('./components/profit-loss-page'));
export type { ResolvedEnv as GamePopupEnv } from './hooks/games-env';
/** A banner's game linkage: the launch flow of a tile click, loaded on the click. */
export const launchGameByCode = async (...args: Parameters<typeof LaunchGameByCode>) =>
  (await withTexts(loadGamesTexts, () => import('./hooks/launch-by-code'))()).launchGameByCode(...args);

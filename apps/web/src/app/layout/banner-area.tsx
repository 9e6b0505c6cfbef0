import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BannerSlot, NoticePopupTrigger } from '@/features/content';
import { useGamesEnv } from '../use-games-env';
import type { BannerGroup } from './layout-handle';
import { HOME_PATHS } from './side-menu';

/**
 * The banner slot of a route: the slider on home, a single banner elsewhere (spec portal.md
 * section 2). Home also checks for the popup announcement (once per session, index_notice). A
 * banner naming a game launches it through the games feature, whose code loads on the click.
 */
export function BannerArea({ group }: { group: BannerGroup }) {
  const { pathname } = useLocation();
  const home = (HOME_PATHS as readonly string[]).includes(pathname);
  const env = useGamesEnv();
  const queryClient = useQueryClient();
  const { i18n, t } = useTranslation();
  const onGame = useCallback(
    (vendor: string, gameCode: string) =>
      void import('@/features/games').then(({ launchGameByCode }) =>
        launchGameByCode(env, { queryClient, language: i18n.language, t }, vendor, gameCode),
      ),
    [env, queryClient, i18n, t],
  );
  return (
    <>
      <BannerSlot group={group} slider={home} onGame={onGame} />
      {home ? <NoticePopupTrigger /> : null}
    </>
  );
}

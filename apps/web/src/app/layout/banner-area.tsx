import { useLocation } from 'react-router';
import { BannerSlot, NoticePopupTrigger } from '@/features/content';
import type { BannerGroup } from './layout-handle';
import { HOME_PATHS } from './side-menu';

/**
 * The banner slot of a route: the slider on home, a single banner elsewhere (spec portal.md
 * section 2). Home also checks for the popup announcement (once per session, index_notice).
 */
export function BannerArea({ group }: { group: BannerGroup }) {
  const { pathname } = useLocation();
  const home = (HOME_PATHS as readonly string[]).includes(pathname);
  return (
    <>
      <BannerSlot group={group} slider={home} />
      {home ? <NoticePopupTrigger /> : null}
    </>
  );
}

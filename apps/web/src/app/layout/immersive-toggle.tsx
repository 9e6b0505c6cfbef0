import { useTranslation } from 'react-i18next';
import { MenuIcon } from '@/components/ui/icons';
import { drawerOpenerHandlers } from './lazy-side-menu-drawer';
import { layoutActions, useBarsHidden } from './layout-state';

/**
 * /seamless and /vnlottery may have no header, so the menu needs another way in: the drawer on
 * phones, and on desktop a button that brings the hidden bars back.
 */
export function ImmersiveToggle({ hasSideMenu }: { hasSideMenu: boolean }) {
  const { t } = useTranslation();
  const barsHidden = useBarsHidden();
  const button =
    'fixed top-3 left-3 z-30 size-10 place-items-center rounded-xl border border-line bg-chrome text-fg shadow-card backdrop-blur-md focus-visible:outline-2 focus-visible:outline-ring';
  return (
    <>
      {hasSideMenu ? (
        <button
          type="button"
          aria-label={t('nav.openMenu')}
          className={`${button} grid lg:hidden`}
          {...drawerOpenerHandlers}
        >
          <MenuIcon />
        </button>
      ) : null}
      {barsHidden ? (
        <button
          type="button"
          aria-label={t('nav.showBars')}
          className={`${button} hidden lg:grid`}
          onClick={layoutActions.toggleBars}
        >
          <MenuIcon />
        </button>
      ) : null}
    </>
  );
}

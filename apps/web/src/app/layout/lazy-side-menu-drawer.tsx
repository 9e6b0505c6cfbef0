import { lazy, Suspense } from 'react';
import { layoutActions, useDrawerUsed } from './layout-state';

const SideMenuDrawer = lazy(() => import('./side-menu-drawer').then((module) => ({ default: module.SideMenuDrawer })));

/** Warms the drawer chunk when a menu button is hovered or focused, before the tap. */
function preloadSideMenuDrawer(): void {
  void import('./side-menu-drawer');
}

/** What a menu button (the header's, the immersive pages' floating one) does with the drawer. */
export const drawerOpenerHandlers = {
  onClick: () => layoutActions.setDrawerOpen(true),
  onPointerEnter: preloadSideMenuDrawer,
  onFocus: preloadSideMenuDrawer,
};

/** The phone drawer, with Radix Dialog inside it, stays out of the first-load bundle. */
export function LazySideMenuDrawer() {
  const used = useDrawerUsed();
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <SideMenuDrawer />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { useDrawerUsed } from './layout-state';

const SideMenuDrawer = lazy(() => import('./side-menu-drawer').then((module) => ({ default: module.SideMenuDrawer })));

/** Warms the drawer chunk when the menu button is hovered or focused, before the tap. */
export function preloadSideMenuDrawer(): void {
  void import('./side-menu-drawer');
}

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

import { createStore, useStore } from '@/lib/create-store';

/** UI-only shell state: desktop mini menu, phone drawer, hidden bars on immersive pages. */
type LayoutState = {
  mini: boolean;
  drawerOpen: boolean;
  /** The drawer's code loads on first open and then stays mounted (for its close animation). */
  drawerUsed: boolean;
  barsHidden: boolean;
};

const layoutStore = createStore<LayoutState>({ mini: false, drawerOpen: false, drawerUsed: false, barsHidden: false });

export const layoutActions = {
  toggleMini: () => layoutStore.set((s) => ({ ...s, mini: !s.mini })),
  setDrawerOpen: (drawerOpen: boolean) =>
    layoutStore.set((s) => ({ ...s, drawerOpen, drawerUsed: s.drawerUsed || drawerOpen })),
  toggleBars: () => layoutStore.set((s) => ({ ...s, barsHidden: !s.barsHidden })),
};

export const useMiniMenu = () => useStore(layoutStore, (s) => s.mini);
export const useDrawerOpen = () => useStore(layoutStore, (s) => s.drawerOpen);
export const useDrawerUsed = () => useStore(layoutStore, (s) => s.drawerUsed);
export const useBarsHidden = () => useStore(layoutStore, (s) => s.barsHidden);

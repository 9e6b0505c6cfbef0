import { createStore, useStore } from '@/lib/create-store';

/**
 * The portal's chat panel: whether it is shown, minimised or enlarged, and the unread count its
 * chat frame last reported. The side menu toggles it; the shell mounts the panel once it is used.
 */
type ChatPanelState = { open: boolean; minimised: boolean; enlarged: boolean; used: boolean; unread: number };

const store = createStore<ChatPanelState>({ open: false, minimised: false, enlarged: false, used: false, unread: 0 });

export const chatPanel = {
  /** Opens it (restoring it when minimised), or minimises it when it is in front. */
  toggle: () =>
    store.set((s) =>
      s.open && !s.minimised ? { ...s, minimised: true } : { ...s, open: true, minimised: false, used: true },
    ),
  minimise: () => store.set((s) => ({ ...s, minimised: true })),
  restore: () => store.set((s) => ({ ...s, minimised: false })),
  toggleEnlarged: () => store.set((s) => ({ ...s, enlarged: !s.enlarged })),
  close: () => store.set((s) => ({ ...s, open: false, minimised: false, enlarged: false })),
  setUnread: (unread: number) => store.set((s) => (s.unread === unread ? s : { ...s, unread })),
};

export const useChatPanelUsed = () => useStore(store, (s) => s.used);
export const useChatPanelOpen = () => useStore(store, (s) => s.open);
export const useChatPanelMinimised = () => useStore(store, (s) => s.minimised);
export const useChatPanelEnlarged = () => useStore(store, (s) => s.enlarged);
export const useChatUnread = () => useStore(store, (s) => s.unread);

import { createStore, useStore } from '@/lib/create-store';
import type { ModalEntry, ModalName, ModalOptionsMap } from './modal-types';

/** Long enough for the fade-out animation in theme.css to finish before unmounting. */
export const MODAL_EXIT_MS = 160;

const modalStore = createStore<readonly ModalEntry[]>([]);
let nextId = 0;

/** Opens a modal by name, e.g. openModal({ name: 'dialog', options: { message } }); returns its id. */
export function openModal<N extends ModalName>(modal: { name: N; options: ModalOptionsMap[N] }): string {
  nextId += 1;
  const id = `modal-${nextId}`;
  const entry = { id, name: modal.name, options: modal.options, open: true } as ModalEntry;
  modalStore.set((stack) => [...stack, entry]);
  return id;
}

/**
 * Opens a modal once no modal is on screen (not even fading out): one at a time, so something
 * that comes up by itself (the popup announcement) waits behind the one the player is reading
 * (the welcome after registering). Returns a cancel for a caller that goes away first.
 */
export function openModalWhenFree<N extends ModalName>(
  modal: { name: N; options: ModalOptionsMap[N] },
  onOpen?: () => void,
): () => void {
  const open = () => {
    onOpen?.();
    openModal(modal);
  };
  if (modalStore.get().length === 0) {
    open();
    return () => undefined;
  }
  const unsubscribe = modalStore.subscribe(() => {
    if (modalStore.get().length > 0) return;
    unsubscribe();
    open();
  });
  return unsubscribe;
}

/** Closes the modal with this id, or the top one. */
export function closeModal(id?: string): void {
  const stack = modalStore.get();
  const target = id ?? stack.findLast((entry) => entry.open)?.id;
  if (!target) return;
  modalStore.set((current) => current.map((entry) => (entry.id === target ? { ...entry, open: false } : entry)));
  setTimeout(() => modalStore.set((current) => current.filter((entry) => entry.id !== target)), MODAL_EXIT_MS);
}

export function closeAllModals(): void {
  for (const entry of modalStore.get()) if (entry.open) closeModal(entry.id);
}

export function useModalStack(): readonly ModalEntry[] {
  return useStore(modalStore, (stack) => stack);
}

export function getModalStack(): readonly ModalEntry[] {
  return modalStore.get();
}

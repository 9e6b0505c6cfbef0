import { useSyncExternalStore } from 'react';

/** A tiny external store (no zustand): state, a setter and subscribe, read with useStore. */
export type Store<S> = {
  get: () => S;
  set: (update: S | ((prev: S) => S)) => void;
  subscribe: (listener: () => void) => () => void;
};

/** How to put each store back to its first state; the stores are module-level, so this list stays short. */
const resets: (() => void)[] = [];

/** For app-wide stores made once at module level (every one made here is remembered by `resetStoresForTests`). */
export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: Store<S> = {
    get: () => state,
    set(update) {
      state = typeof update === 'function' ? (update as (prev: S) => S)(state) : update;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  resets.push(() => store.set(initial));
  return store;
}

/**
 * Every store back to its first state (open modals, the drawer, the chat panel). The page tests share
 * one module graph, so without this a test would start with the modals the test before it left open.
 */
export function resetStoresForTests(): void {
  for (const reset of resets) reset();
}

/** The selector must return a stable value (a field, not a new object) to avoid render loops. */
export function useStore<S, T>(store: Store<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}

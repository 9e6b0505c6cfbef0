import { useSyncExternalStore } from 'react';

/** A tiny external store (no zustand): state, a setter and subscribe, read with useStore. */
export type Store<S> = {
  get: () => S;
  set: (update: S | ((prev: S) => S)) => void;
  subscribe: (listener: () => void) => () => void;
};

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
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
}

/** The selector must return a stable value (a field, not a new object) to avoid render loops. */
export function useStore<S, T>(store: Store<S>, selector: (state: S) => T): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.get()),
    () => selector(store.get()),
  );
}

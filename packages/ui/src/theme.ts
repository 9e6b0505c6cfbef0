import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Light unless dark was chosen: anything else stored (nothing, an old value) reads as light. */
export const parseTheme = (raw: unknown): Theme => (raw === 'dark' ? 'dark' : 'light');

export type ThemeStore = {
  /** The stored choice. */
  read: () => Theme;
  /** Shows a theme (`<html data-theme>`, and whatever else the app keeps in step) without storing it. */
  apply: (theme: Theme) => void;
  /** Stores and shows the other theme. */
  toggle: () => void;
  subscribe: (listener: () => void) => () => void;
};

// Storage can refuse access (a privacy mode, a sandboxed frame): the theme then lives for the page only.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * One app's theme choice, kept in localStorage under its own key and shown as `<html data-theme>`
 * (both apps' style sheets switch on it). `onApply` keeps something else in step, e.g. a cookie
 * the server reads to draw its static shell in the visitor's theme.
 */
export function createThemeStore(key: string, options: { onApply?: (theme: Theme) => void } = {}): ThemeStore {
  const listeners = new Set<() => void>();
  let current: Theme | null = null;
  const read = (): Theme => {
    try {
      return parseTheme(storage()?.getItem(key) ?? current);
    } catch {
      return parseTheme(current);
    }
  };
  const apply = (theme: Theme) => {
    document.documentElement.dataset.theme = theme;
    options.onApply?.(theme);
  };
  return {
    read,
    apply,
    toggle() {
      const next: Theme = read() === 'dark' ? 'light' : 'dark';
      current = next;
      try {
        storage()?.setItem(key, next);
      } catch {
        // Kept for this page only (see storage()).
      }
      apply(next);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The stored theme (re-rendering when it changes) and the switch between the two. */
export function useStoredTheme(store: ThemeStore): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(store.subscribe, store.read, () => 'light' as const);
  return { theme, toggleTheme: store.toggle };
}

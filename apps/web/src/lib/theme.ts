import { useCallback } from 'react';
import type { Theme } from './storage-keys';
import { localStore, useLocalValue } from './session-store';

/** Light unless the visitor chose dark before (the spec forces light on mount; we honour a choice). */
export function readTheme(): Theme {
  return localStore.get('theme') === 'dark' ? 'dark' : 'light';
}

/**
 * Also kept in a cookie: the server draws the page (its static shell) in the visitor's theme
 * before any script runs. A plain preference, not a secret; SameSite keeps it off cross-site loads.
 */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  document.cookie = `theme=${theme}; path=/; max-age=31536000; samesite=lax`;
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const stored = useLocalValue('theme');
  const theme: Theme = stored === 'dark' ? 'dark' : 'light';
  const toggleTheme = useCallback(() => {
    const next: Theme = readTheme() === 'dark' ? 'light' : 'dark';
    applyTheme(next);
    localStore.set('theme', next);
  }, []);
  return { theme, toggleTheme };
}

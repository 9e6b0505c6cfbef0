import { useCallback } from 'react';
import type { Theme } from './storage-keys';
import { localStore, useLocalValue } from './session-store';

/** Light unless the visitor chose dark before (the spec forces light on mount; we honour a choice). */
export function readTheme(): Theme {
  return localStore.get('theme') === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
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

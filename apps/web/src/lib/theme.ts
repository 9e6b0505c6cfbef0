import { createThemeStore, useStoredTheme, type Theme } from '@arcadia/ui';

/**
 * Light unless the visitor chose dark before (the spec forces light on mount; we honour a choice),
 * under the original site's plain `theme` key. Also kept in a cookie: the server draws the page
 * (its static shell) in the visitor's theme before any script runs. A plain preference, not a
 * secret; SameSite keeps it off cross-site loads.
 */
const themeStore = createThemeStore('theme', {
  onApply: (theme) => {
    document.cookie = `theme=${theme}; path=/; max-age=31536000; samesite=lax`;
  },
});

export const readTheme: () => Theme = themeStore.read;
export const applyTheme: (theme: Theme) => void = themeStore.apply;

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  return useStoredTheme(themeStore);
}

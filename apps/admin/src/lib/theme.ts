import { createThemeStore, useStoredTheme } from '@arcadia/ui';

const themeStore = createThemeStore('arcadia.console.theme');

export const applyStoredTheme = () => themeStore.apply(themeStore.read());

export const useTheme = () => useStoredTheme(themeStore);

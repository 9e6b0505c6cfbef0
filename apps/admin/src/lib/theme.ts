import { useState } from 'react';

const KEY = 'arcadia.console.theme';
type Theme = 'light' | 'dark';

export const applyStoredTheme = () => {
  document.documentElement.dataset.theme = localStorage.getItem(KEY) === 'dark' ? 'dark' : 'light';
};

export function useTheme() {
  const [theme, setTheme] = useState<Theme>(() => (localStorage.getItem(KEY) === 'dark' ? 'dark' : 'light'));
  const toggle = () => {
    const next: Theme = theme === 'dark' ? 'light' : 'dark';
    localStorage.setItem(KEY, next);
    document.documentElement.dataset.theme = next;
    setTheme(next);
  };
  return { theme, toggle };
}

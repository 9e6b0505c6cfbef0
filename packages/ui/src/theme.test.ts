import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createThemeStore, parseTheme, useStoredTheme } from './theme';

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('reads light unless dark was stored under the app’s own key', () => {
    expect(parseTheme(null)).toBe('light');
    expect(parseTheme('blue')).toBe('light');
    localStorage.setItem('other.theme', 'dark');
    expect(createThemeStore('console.theme').read()).toBe('light');
    expect(createThemeStore('other.theme').read()).toBe('dark');
  });

  it('shows a theme on <html> and keeps the app’s extra in step, without storing it', () => {
    const onApply = vi.fn();
    const store = createThemeStore('theme', { onApply });
    store.apply('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(onApply).toHaveBeenCalledWith('dark');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it('toggles: stores the other theme, shows it and re-renders the switch', () => {
    const store = createThemeStore('console.theme');
    const { result } = renderHook(() => useStoredTheme(store));
    expect(result.current.theme).toBe('light');
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('dark');
    expect(localStorage.getItem('console.theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    act(() => result.current.toggleTheme());
    expect(result.current.theme).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
